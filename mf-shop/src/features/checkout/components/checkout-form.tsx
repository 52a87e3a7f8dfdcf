import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_OFFLINE_REASON } from 'shared-contracts/constants';
import { CART_ERROR_NO_RESERVATION } from 'shared-contracts/constants';
import type { Order } from 'shared-contracts/orders';
import { buildPath } from 'shared-contracts/routes';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { HttpError } from 'site-config/remote-kit/http';
import { useCreateOrder } from '../api/create-order';
import { usePaymentProviders } from '../api/get-payment-providers';
import { type CheckoutErrors, type CheckoutField, validateCheckout } from '../hooks/validate-checkout';
import styles from './checkout.module.css';

/** What went wrong with a confirm, from the server's answer: field errors (400), a ticketing code (409) or the shop switched off (503). */
function failureOf(error: unknown): { fields: CheckoutErrors; code: number | null; offline?: boolean } {
  if (error instanceof HttpError && error.body && typeof error.body === 'object') {
    const body = error.body as { field?: string; message?: string; response_code?: number; reason?: string };
    if (error.status === 503 && body.reason === SHOP_OFFLINE_REASON) return { fields: {}, code: null, offline: true };
    if (error.status === 400 && (body.field === 'name' || body.field === 'email' || body.field === 'terms_accepted')) {
      const kind =
        body.field === 'email' && /invalid/i.test(body.message ?? '')
          ? 'invalidEmail'
          : body.field === 'terms_accepted'
            ? 'termsRequired'
            : /one line|NUL/.test(body.message ?? '')
              ? 'singleLine'
              : 'required';
      return { fields: { [body.field]: kind }, code: null };
    }
    if (typeof body.response_code === 'number') return { fields: {}, code: body.response_code };
  }
  return { fields: {}, code: null };
}

/** Contact details, payment and consent to the terms; on success `onPlaced` gets the order. */
export function CheckoutForm({ disabled, onPlaced }: { disabled: boolean; onPlaced(order: Order): void }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const [key] = useState(() => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}-key`));
  const create = useCreateOrder(locale, key);
  const providers = usePaymentProviders(locale);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [provider, setProvider] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const failure = create.isError ? failureOf(create.error) : null;
  const shown: CheckoutErrors = { ...failure?.fields, ...errors };
  const chosen = provider ?? providers.data?.[0]?.id ?? null;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const values = { name: String(data.get('name') ?? ''), email: String(data.get('email') ?? ''), terms_accepted: data.get('terms') === 'on' };
    const found = validateCheckout(values);
    setErrors(found);
    const first = (Object.keys(found) as CheckoutField[])[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first === 'terms_accepted' ? 'terms' : first}"]`)?.focus();
      return;
    }
    create.mutate({ name: values.name, email: values.email, terms_accepted: true, ...(chosen ? { payment_provider: chosen } : {}) }, { onSuccess: onPlaced });
  };
  const errorText = (field: CheckoutField) => (shown[field] ? t(`checkout.${shown[field]}`) : null);
  const described = (field: CheckoutField, hint?: string) => [shown[field] ? `checkout-${field}-error` : null, hint].filter(Boolean).join(' ') || undefined;

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-labelledby="checkout-contact-title">
      <h2 id="checkout-contact-title" className={styles.sectionTitle}>
        {t('checkout.contact')}
      </h2>
      <div className={styles.field}>
        <label htmlFor="checkout-name">{t('checkout.name')}</label>
        <input id="checkout-name" name="name" autoComplete="name" maxLength={120} required aria-invalid={Boolean(shown.name)} aria-describedby={described('name')} onChange={() => setErrors((e) => ({ ...e, name: undefined }))} />
        {errorText('name') && (
          <p id="checkout-name-error" className={styles.error}>
            {errorText('name')}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor="checkout-email">{t('checkout.email')}</label>
        <input id="checkout-email" name="email" type="email" autoComplete="email" maxLength={254} required aria-invalid={Boolean(shown.email)} aria-describedby={described('email', 'checkout-email-hint')} onChange={() => setErrors((e) => ({ ...e, email: undefined }))} />
        <p id="checkout-email-hint" className={styles.hint}>
          {t('checkout.emailHint')}
        </p>
        {errorText('email') && (
          <p id="checkout-email-error" className={styles.error}>
            {errorText('email')}
          </p>
        )}
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{t('checkout.payment')}</legend>
        {(providers.data ?? []).map((p) => (
          <label key={p.id} className={styles.choice}>
            <input type="radio" name="payment_provider" value={p.id} checked={chosen === p.id} onChange={() => setProvider(p.id)} />
            <span>
              <strong>{p.name}</strong>
              <span className={styles.hint}>{p.instructions}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label className={styles.choice}>
          <input type="checkbox" name="terms" required aria-invalid={Boolean(shown.terms_accepted)} aria-describedby={described('terms_accepted')} onChange={() => setErrors((e) => ({ ...e, terms_accepted: undefined }))} />
          <span className={styles.terms}>
            {t('checkout.termsBefore')}
            <a href={buildPath('agb', locale)} target="_blank" rel="noopener" className={styles.inlineLink}>
              {t('checkout.termsLink')}
            </a>
            {t('checkout.termsAfter')}
          </span>
        </label>
        {errorText('terms_accepted') && (
          <p id="checkout-terms_accepted-error" className={styles.error}>
            {errorText('terms_accepted')}
          </p>
        )}
      </div>
      {failure && Object.keys(failure.fields).length === 0 && (
        <div role="alert" className={styles.failure}>
          <p className={styles.failureTitle}>{t('checkout.failed')}</p>
          {failure.code !== null && <p>{t('checkout.errorCode', { code: failure.code })}</p>}
          {failure.offline ? (
            <p>{t('checkout.shopOffline')}</p>
          ) : failure.code === CART_ERROR_NO_RESERVATION ? (
            <>
              <p>{t('checkout.noReservation')}</p>
              <p>{t('checkout.chooseAgain')}</p>
            </>
          ) : (
            <p>{t('checkout.retry')}</p>
          )}
        </div>
      )}
      <button type="submit" className={styles.submit} disabled={disabled || create.isPending || create.isSuccess || failure?.code === CART_ERROR_NO_RESERVATION || failure?.offline}>
        {create.isPending ? t('checkout.submitting') : t('checkout.submit')}
      </button>
    </form>
  );
}
