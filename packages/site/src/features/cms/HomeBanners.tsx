import { BannerSlider, Container, type IBannerSlide } from "@optika/ui";
import styles from "./home-banners.module.css";
import { cmsMessages as m } from "./messages.ts";

/** The home page's CMS banner slider, in the first screen (its first picture is the LCP candidate: eager, high priority). */
export function HomeBanners({ slides }: { slides: readonly IBannerSlide[] }) {
  if (slides.length === 0) return null;
  return (
    <Container className={styles.banners}>
      <BannerSlider slides={slides} label={m.bannersLabel} isPriority />
    </Container>
  );
}
