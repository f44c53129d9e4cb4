// The logo on its own: the header needs it on every first download, the rest of site.ts it does not (issue 16).
import logoMark from '../assets/logo.svg';
import logoFull from '../assets/logo-full.svg';

export interface Logo {
  /** Square mark, viewBox 40x40. */
  mark: string;
  /** Mark plus wordmark, viewBox 172x40. */
  full: string;
  alt: string;
}

export const logo: Logo = { mark: logoMark, full: logoFull, alt: 'TuitionHub' };
