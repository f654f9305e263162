import { formatDate, labelMessages } from '@site/shared-i18n';
import { useIntl } from 'react-intl';
import { Button, markHydrated, Select, TextField } from '@site/shared-ui';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { answerFields } from '@site/shared-server-contract';
import { quoteInCategory, type FeeQuote, type TariffCategory } from '../tariff';
import { amountLabel, calculatorTexts, effectiveLine, sourceLine } from '../calculator-messages';
import { QuoteResult } from './quote-result';
import { fieldError } from './quote-text';
import styles from './calculator.module.css';

export type CalculatorFormProps = { categories: TariffCategory[] };

/**
 * Category and amount in, fee out. A GET form: without JavaScript, Calculate asks the server for the
 * page with the answer in it (an address a visitor can share); with it, the same form recomputes on
 * every keystroke (no round trip: the whole tariff is already here), and Calculate or Enter brings
 * the result into view. Either way it starts from the address's fields.
 */
export function CalculatorForm({ categories }: CalculatorFormProps) {
  const intl = useIntl();
  const [asked] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(asked.get(answerFields.category));
  const [amount, setAmount] = useState(asked.get(answerFields.amount) ?? '');
  const [touched, setTouched] = useState(asked.has(answerFields.amount));
  const resultRef = useRef<HTMLDivElement>(null);

  // The most used transaction, sending to M-Pesa users, comes first in the tariff: start with it.
  // A choice that a reloaded tariff no longer has falls back to it too.
  const category = categories.find((candidate) => candidate.key === chosen) ?? categories[0];
  const quote = useMemo(
    (): FeeQuote =>
      category ? quoteInCategory(category, amount) : { kind: 'unusable-tariff', problems: ['no categories'] },
    [category, amount],
  );
  const error = fieldError(quote, touched, intl);
  const source = category?.source;
  const effectiveDate = category?.bands.find((band) => band.effectiveDate)?.effectiveDate;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (quote.kind === 'ok') resultRef.current?.focus();
  };

  return (
    <form method="get" noValidate onSubmit={submit} className={styles.form} ref={markHydrated}>
      <div className={styles.fields}>
        <Select
          name={answerFields.category}
          label={intl.formatMessage(labelMessages.chooseCategory)}
          options={categories.map((option) => ({ value: option.key, label: option.label }))}
          value={category?.key ?? ''}
          onChange={(event) => setChosen(event.target.value)}
        />
        <TextField
          name={answerFields.amount}
          label={intl.formatMessage(amountLabel, { amount: intl.formatMessage(labelMessages.amount) })}
          hint={intl.formatMessage(calculatorTexts.amountHint)}
          error={error}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setTouched(true);
          }}
          // Text, not type="number": it accepts "10,000" and never turns a typo into an empty value.
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          width="short"
        />
        <Button type="submit" className={styles.calculate}>
          {intl.formatMessage(calculatorTexts.calculate)}
        </Button>
      </div>
      <QuoteResult ref={resultRef} quote={quote} error={error} />
      {(effectiveDate || source) && (
        // The CMS says when the fees took effect and where they come from; nothing here assumes which.
        <p className={styles.note}>
          {[
            effectiveDate && intl.formatMessage(effectiveLine, { date: formatDate(intl, effectiveDate) }),
            source && intl.formatMessage(sourceLine, { source }),
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
      )}
    </form>
  );
}
