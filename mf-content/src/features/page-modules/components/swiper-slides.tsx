import type { ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import styles from './slider.module.css';

export interface SwiperSlidesProps {
  slides: ReactNode[];
  /** Slides per view from 768 px and from 1024 px (already capped at the slide count). */
  md: number;
  lg: number;
  prevId: string;
  nextId: string;
  prevLabel: string;
  nextLabel: string;
  /** Called once swiper is initialised (its navigation is bound to the arrows from then on). */
  onReady?: (swiper: SwiperInstance) => void;
}

/**
 * The swiper itself (defaults: one slide per view, spacing 24). Kept in its own file because slider.tsx
 * loads it lazily: swiper's JS and CSS are fetched on the first interaction with a slider, not with the Page slot.
 */
export function SwiperSlides({ slides, md, lg, prevId, nextId, prevLabel, nextLabel, onReady }: SwiperSlidesProps) {
  return (
    <Swiper
      modules={[Navigation, Pagination, A11y, Keyboard]}
      slidesPerView={1}
      spaceBetween={24}
      breakpoints={{ 768: { slidesPerView: md }, 1024: { slidesPerView: lg } }}
      navigation={{ prevEl: `#${prevId}`, nextEl: `#${nextId}` }}
      pagination={{ clickable: true }}
      keyboard={{ enabled: true }}
      a11y={{ prevSlideMessage: prevLabel, nextSlideMessage: nextLabel }}
      onSwiper={onReady}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={index} className={styles.slide}>
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
