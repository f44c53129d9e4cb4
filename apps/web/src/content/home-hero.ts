// Static copy and images for Home's first screen (the slideshow and the welcome), apart from the rest of
// Home's copy (home.ts): this is on Home's first download, the rest loads just after (issue 16).
import slide1 from '../assets/slides/slide-1.svg';
import slide2 from '../assets/slides/slide-2.svg';
import slide3 from '../assets/slides/slide-3.svg';
import slide4 from '../assets/slides/slide-4.svg';
import slide5 from '../assets/slides/slide-5.svg';
import slide6 from '../assets/slides/slide-6.svg';

/** One image of the header slideshow. Images are 1600x600; the left ~45% is kept calm for the text. */
export interface Slide {
  src: string;
  alt: string;
  headline: string;
  subline: string;
  /** The slide's own button: where its headline leads (issue 15 item 6). */
  cta: { label: string; to: string };
}

export interface Welcome {
  heading: string;
  text: string;
}

export const slideImageSize = { width: 1600, height: 600 } as const;

export const slides: readonly Slide[] = [
  {
    src: slide1,
    alt: 'A home tutor helping a school boy with his lessons at the dining table',
    headline: 'Home tutors you can trust',
    subline: 'Caring, qualified tutors who teach your child at home, at a time that suits your family.',
    cta: { label: 'Find a home tutor', to: '/all-tutors' },
  },
  {
    src: slide2,
    alt: 'A school girl studying at her desk in the evening by the light of a lamp',
    headline: 'Study better, every evening',
    subline: 'Personal guidance from KG to Class XII, one chapter at a time.',
    cta: { label: 'Book a free demo class', to: '/about?demo=find' },
  },
  {
    src: slide3,
    alt: 'A teacher explaining algebra on a whiteboard to a small group of students at a tuition center',
    headline: 'Find the right tuition center',
    subline: 'Compare courses, fees and ratings of tuition centers near you.',
    cta: { label: 'Browse tuition centers', to: '/all-tuition-centers' },
  },
  {
    src: slide4,
    alt: 'A student reading a book with physics, chemistry and maths formulas around him',
    headline: 'Ready for boards and entrance exams',
    subline: 'Expert help for CBSE, ICSE, state boards, JEE, NEET and more.',
    cta: { label: 'Find an exam tutor', to: '/all-tutors?classLevel=Competitive' },
  },
  {
    src: slide5,
    alt: 'A music teacher teaching a girl to play the keyboard, with a sitar beside them',
    headline: 'Music, art and hobbies',
    subline: 'Keyboard, sitar, vocals, drawing and more with patient teachers.',
    cta: { label: 'Find a hobby teacher', to: '/all-tutors?classLevel=Hobby' },
  },
  {
    src: slide6,
    alt: 'Two children saying hello in English and namaste in Hindi, with letter tiles between them',
    headline: 'Speak with confidence',
    subline: 'Spoken English, Hindi and other languages for learners of every age.',
    cta: { label: 'Find a language tutor', to: '/all-tutors?subject=English' },
  },
];

export const welcome: Welcome = {
  heading: 'Welcome to TuitionHub',
  text:
    'TuitionHub gives you detailed information about tuition centers and tutors, and lets you hire a home ' +
    'tutor who suits your child. Compare subjects, fees and ratings, read reviews from other families, and ' +
    'choose with confidence.',
};
