/** docs/spec.md §9: the home page's slider moves on every 3000 ms (components/home/hero-slider.tsx, e2e/home.spec.ts). */
export const SLIDER_AUTOPLAY_MS = 3000;
