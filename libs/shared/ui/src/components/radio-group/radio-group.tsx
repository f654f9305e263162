import { useId } from 'react';
import type { ChangeEventHandler, FocusEventHandler, ReactNode, Ref } from 'react';
import { Fieldset } from '../fieldset/fieldset';
import styles from './radio-group.module.css';

export type RadioOption = { value: string; label: ReactNode; hint?: ReactNode; disabled?: boolean };

export type RadioGroupProps = {
  legend: ReactNode;
  name: string;
  options: RadioOption[];
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Controlled selection; leave undefined with react-hook-form. */
  value?: string;
  defaultValue?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /**
   * Given to every radio: react-hook-form's callback ref registers each one, so
   * `<RadioGroup {...register('plan')} … />` works.
   */
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
  className?: string;
};

/** Native radios in a fieldset: arrow keys move the choice, the legend names the group. */
export function RadioGroup({
  legend,
  name,
  options,
  hint,
  error,
  required,
  value,
  defaultValue,
  onChange,
  onBlur,
  ref,
  disabled,
  className,
}: RadioGroupProps) {
  const prefix = useId();
  return (
    <Fieldset legend={legend} hint={hint} error={error} required={required} className={className}>
      <div className={styles.options}>
        {options.map((option) => {
          const id = `${prefix}-${option.value}`;
          return (
            <div key={option.value} className={styles.option}>
              <input
                ref={ref}
                id={id}
                type="radio"
                name={name}
                value={option.value}
                required={required}
                disabled={disabled || option.disabled}
                checked={value === undefined ? undefined : value === option.value}
                defaultChecked={defaultValue === undefined ? undefined : defaultValue === option.value}
                aria-describedby={option.hint ? `${id}-hint` : undefined}
                onChange={onChange}
                onBlur={onBlur}
                className={styles.input}
              />
              <div className={styles.text}>
                <label htmlFor={id} className={styles.label}>
                  {option.label}
                </label>
                {option.hint && (
                  <p id={`${id}-hint`} className={styles.hint}>
                    {option.hint}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}
