import { Children, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import styles from './slider.module.css';

/** Swiper with the defaults of section 9 (one slide per view, spacing 24), more per view on wider screens. */
export function Slider({ children, label, perView = { md: 2, lg: 3 } }: { children: ReactNode; label: string; perView?: { md: number; lg: number } }) {
  const { t } = useTranslation();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const slides = Children.toArray(children);
  return (
    <div className={styles.slider} role="group" aria-roledescription={t('modules.slider')} aria-label={label}>
      <Swiper
        modules={[Navigation, Pagination, A11y, Keyboard]}
        slidesPerView={1}
        spaceBetween={24}
        breakpoints={{ 768: { slidesPerView: Math.min(perView.md, slides.length) }, 1024: { slidesPerView: Math.min(perView.lg, slides.length) } }}
        navigation={{ prevEl: `#prev-${id}`, nextEl: `#next-${id}` }}
        pagination={{ clickable: true }}
        keyboard={{ enabled: true }}
        a11y={{ prevSlideMessage: t('modules.sliderPrev'), nextSlideMessage: t('modules.sliderNext') }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index} className={styles.slide}>
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
      <div className={styles.controls}>
        <button type="button" id={`prev-${id}`} className={styles.arrow} aria-label={t('modules.sliderPrev')}>
          <span aria-hidden="true">←</span>
        </button>
        <button type="button" id={`next-${id}`} className={styles.arrow} aria-label={t('modules.sliderNext')}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  );
}
