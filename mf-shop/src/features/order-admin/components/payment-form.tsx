import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, type PaymentMethod, type StaffOrder } from 'shared-contracts/order-money';
import { useSlot } from 'site-config/remote-kit/slot-context';
import frame from '../../../components/staff-screen/staff-screen.module.css';
import { useCreatePayment } from '../api/create-payment';
import { errorText } from './error-text';
import styles from './order-detail.module.css';

/** Records a payment (full or partial) with its method and day; the amount starts at what is outstanding. */
export function PaymentForm({ order }: { order: StaffOrder }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const id = useId();
  const pay = useCreatePayment(locale, order.code);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const paidOn = String(form.get('paid_on') ?? '');
    pay.mutate({ amount: String(form.get('amount') ?? ''), method: String(form.get('method')) as PaymentMethod, ...(paidOn ? { paid_on: paidOn } : {}), note: String(form.get('note') ?? '') });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subTitle}>
        {t('money.recordPayment')}
      </h3>
      <div className={styles.fields}>
        <label>
          {t('money.amount')}
          <input className={frame.input} name="amount" inputMode="decimal" defaultValue={order.payment.outstanding} key={order.payment.outstanding} required />
        </label>
        <label>
          {t('money.method')}
          <select className={frame.input} name="method" defaultValue="cash">
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`money.methods.${m}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('money.paidOn')}
          <input className={frame.input} name="paid_on" type="date" />
        </label>
        <label>
          {t('money.note')}
          <input className={frame.input} name="note" maxLength={500} />
        </label>
      </div>
      <button type="submit" className={frame.button} disabled={pay.isPending}>
        {t('money.record')}
      </button>
      {pay.isSuccess && <p role="status">{t('money.recorded')}</p>}
      {pay.isError && (
        <p role="alert" className={frame.notice}>
          {errorText(pay.error, t('money.recordError'))}
        </p>
      )}
    </form>
  );
}
