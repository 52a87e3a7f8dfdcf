import { Children, type CSSProperties, lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useTranslation } from 'react-i18next';
import styles from './slider.module.css';

/**
 * swiper (~30 KB gzip JS plus its CSS) loads on the visitor's first interaction with a slider (pointer over it, touch,
 * an arrow press): a facade, as for any heavy widget, so a page view that never touches a slider never pays for it,
 * and the first view it shows meanwhile is the same. Keyboard focus on a slide loads nothing, since swapping the
 * slides would drop the focus; the arrows (outside the swapped part) load it for keyboard users.
 */
const SwiperSlides = lazy(() => import('./swiper-slides').then((m) => ({ default: m.SwiperSlides })));

/**
 * Swiper with the site's defaults (one slide per view, spacing 24), more per view on wider screens.
 * Until swiper has loaded, the slides of the first view render statically in the same geometry (same gap,
 * widths and pagination space), so the swap to the real swiper does not move anything.
 */
export function Slider({ children, label, perView = { md: 2, lg: 3 } }: { children: ReactNode; label: string; perView?: { md: number; lg: number } }) {
  const { t } = useTranslation();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const slides = Children.toArray(children);
  const md = Math.max(1, Math.min(perView.md, slides.length));
  const lg = Math.max(1, Math.min(perView.lg, slides.length));
  const [wanted, setWanted] = useState(false);
  // An arrow pressed before swiper is there is replayed once it is, so no press is lost.
  const pendingStep = useRef<'prev' | 'next' | null>(null);
  const swiperReady = useRef(false);
  const want = () => setWanted(true);
  const press = (step: 'prev' | 'next') => () => {
    // Once swiper runs, its navigation module handles the arrows itself.
    if (swiperReady.current) return;
    pendingStep.current = step;
    want();
  };
  const onReady = (swiper: SwiperInstance) => {
    swiperReady.current = true;
    const step = pendingStep.current;
    pendingStep.current = null;
    if (step === 'next') swiper.slideNext();
    if (step === 'prev') swiper.slidePrev();
  };
  const firstView = <FirstView slides={slides} md={md} lg={lg} />;
  return (
    <div
      className={styles.slider}
      role="group"
      aria-roledescription={t('modules.slider')}
      aria-label={label}
      onPointerEnter={want}
      onTouchStart={want}
    >
      {wanted ? (
        <Suspense fallback={firstView}>
          <SwiperSlides
            slides={slides}
            md={md}
            lg={lg}
            prevId={`prev-${id}`}
            nextId={`next-${id}`}
            prevLabel={t('modules.sliderPrev')}
            nextLabel={t('modules.sliderNext')}
            onReady={onReady}
          />
        </Suspense>
      ) : (
        firstView
      )}
      {/* Swiper hides the arrows of a slider whose slides all fit (watchOverflow); the same rule in CSS keeps the
          first view's height equal to the swiper's. */}
      <div className={styles.controls} data-fits-sm={slides.length <= 1} data-fits-md={slides.length <= md} data-fits-lg={slides.length <= lg}>
        <button type="button" id={`prev-${id}`} className={styles.arrow} aria-label={t('modules.sliderPrev')} onClick={press('prev')}>
          <span aria-hidden="true">←</span>
        </button>
        <button type="button" id={`next-${id}`} className={styles.arrow} aria-label={t('modules.sliderNext')} onClick={press('next')}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  );
}

/**
 * The slides swiper shows first (1, then `md` from 768 px, `lg` from 1024 px), laid out as swiper lays them out.
 * Slides outside the first view are display:none, so nothing hidden is focusable meanwhile.
 */
export function FirstView({ slides, md, lg }: { slides: ReactNode[]; md: number; lg: number }) {
  const style = { '--slider-md': md, '--slider-lg': lg } as CSSProperties;
  return (
    <div className={styles.firstView} style={style}>
      <div className={styles.firstViewTrack}>
        {slides.slice(0, Math.max(md, lg)).map((slide, index) => (
          <div key={index} className={`${styles.slide} ${styles.firstViewSlide}`} data-md={index < md} data-lg={index < lg} data-sm={index < 1}>
            {slide}
          </div>
        ))}
      </div>
    </div>
  );
}
