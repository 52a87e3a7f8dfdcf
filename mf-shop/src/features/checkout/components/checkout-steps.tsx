import { useTranslation } from 'react-i18next';
import styles from './checkout.module.css';

const STEPS = ['cart', 'details', 'done'] as const;
const LABEL = { cart: 'checkout.stepCart', details: 'checkout.stepDetails', done: 'checkout.stepDone' } as const;

/** Where the visitor is in the purchase: cart, details, confirmation. */
export function CheckoutSteps({ current }: { current: (typeof STEPS)[number] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('checkout.steps')}>
      <ol className={styles.steps}>
        {STEPS.map((step, i) => (
          <li key={step} className={step === current ? styles.stepCurrent : styles.step} aria-current={step === current ? 'step' : undefined}>
            <span className={styles.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            {t(LABEL[step])}
          </li>
        ))}
      </ol>
    </nav>
  );
}
