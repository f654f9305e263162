import { render, screen } from '@testing-library/react';
import { createIntl, IntlProvider, useIntl, type IntlError } from './intl';

describe('createIntl', () => {
  it('formats a catalog message with its values', () => {
    const intl = createIntl({
      locale: 'sw',
      messages: { 'demo.found': '{count, plural, one {tokeo #} other {matokeo #}}' },
    });
    expect(intl.formatMessage({ id: 'demo.found' }, { count: 3 })).toBe('matokeo 3');
  });

  it('reports an id no catalog has, and a message it cannot format, showing the id', () => {
    const errors: IntlError[] = [];
    const intl = createIntl({
      locale: 'en',
      messages: { 'demo.hello': 'Hello {name}' },
      onError: (error) => errors.push(error),
    });
    expect(intl.formatMessage({ id: 'demo.absent' })).toBe('demo.absent');
    expect(intl.formatMessage({ id: 'demo.hello' })).toBe('demo.hello');
    expect(errors.map((error) => error.code)).toEqual(['MISSING_TRANSLATION', 'FORMAT_ERROR']);
    expect(errors[1]?.message).toContain('{name}');
  });
});

describe('useIntl', () => {
  it('reads the nearest provider', () => {
    function Greeting() {
      return <p>{useIntl().formatMessage({ id: 'demo.hello' }, { name: 'Asha' })}</p>;
    }
    render(
      <IntlProvider locale="en" messages={{ 'demo.hello': 'Hello {name}' }}>
        <Greeting />
      </IntlProvider>,
    );
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
  });

  it('says what is missing outside a provider', () => {
    function Greeting() {
      return <p>{useIntl().formatMessage({ id: 'demo.hello' })}</p>;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Greeting />)).toThrow('needs an <IntlProvider>');
  });
});
