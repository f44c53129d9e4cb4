// Static copy and images for the About page. Data only: no JSX here (icons are lucide components, named not drawn).
import { CalendarCheck, ChartLine, type LucideIcon, Search } from 'lucide-react';
import member1 from '../assets/team/member-1.svg';
import member2 from '../assets/team/member-2.svg';
import member3 from '../assets/team/member-3.svg';
import member4 from '../assets/team/member-4.svg';
import member5 from '../assets/team/member-5.svg';
import member6 from '../assets/team/member-6.svg';
import member7 from '../assets/team/member-7.svg';

export interface AboutIntro {
  heading: string;
  text: string;
}

export interface HowItWorksStep {
  step: number;
  title: string;
  text: string;
  icon: LucideIcon;
}

export interface InfoPoint {
  title: string;
  text: string;
}

export interface InfoSection {
  heading: string;
  text: string;
  points: readonly InfoPoint[];
}

/** A team member. Images are square (200x200) illustrated portraits. */
export interface TeamMember {
  name: string;
  role: string;
  description: string;
  image: string;
  alt: string;
}

export interface Faq {
  id: string;
  question: string;
  answer: string;
}

export interface DemoCta {
  heading: string;
  text: string;
  /** The spec's label; the button has no action. */
  button: string;
}

/** Element id of the FAQ section, so that `/about#faq` scrolls to it. */
export const faqSectionId = 'faq';

export const aboutIntro: AboutIntro = {
  heading: 'About TuitionHub',
  text:
    'We help families across India find good tutors and tuition centers, and help teachers reach the ' +
    'students who need them.',
};

export const howItWorks: readonly HowItWorksStep[] = [
  {
    step: 1,
    title: 'Select a tutor',
    text: 'Browse tutors, compare subjects, fees and ratings, and pick the one you like.',
    icon: Search,
  },
  {
    step: 2,
    title: 'Arrange a demo class',
    text: 'We arrange a demo class at your place. If you don’t like the demo, we replace the tutor.',
    icon: CalendarCheck,
  },
  {
    step: 3,
    title: 'Start learning',
    text: 'Begin regular classes and track progress together with your tutor.',
    icon: ChartLine,
  },
];

export const beyondTutoring: InfoSection = {
  heading: 'Beyond tutoring',
  text: 'Good tuition is about more than finishing the syllabus.',
  points: [
    {
      title: 'Study habits',
      text: 'Tutors help children plan their week, make notes and revise on their own.',
    },
    {
      title: 'Exam confidence',
      text: 'Practice tests and doubt-clearing sessions before unit tests and boards.',
    },
    {
      title: 'Career guidance',
      text: 'Advice on streams, entrance exams and courses after Class X and XII.',
    },
    { title: 'Regular updates', text: 'Short, regular updates so parents always know how things are going.' },
  ],
};

export const whyHomeTuitions: InfoSection = {
  heading: 'Why home tuitions?',
  text: 'Learning at home gives every child the attention a busy classroom cannot.',
  points: [
    {
      title: 'One-to-one attention',
      text: 'Lessons move at your child’s pace, not the pace of a crowded class.',
    },
    { title: 'No travel time', text: 'Time saved on the road goes into learning, play and rest.' },
    {
      title: 'Safe and familiar',
      text: 'Children learn well where they feel comfortable, with family close by.',
    },
    { title: 'Flexible timings', text: 'Fix class timings around school, sports and family routines.' },
  ],
};

export const team: readonly TeamMember[] = [
  {
    name: 'Ananya Sharma',
    role: 'Founder and CEO',
    description: 'A former school teacher who started TuitionHub to make good tutors easy to find.',
    image: member1,
    alt: 'Illustrated portrait of Ananya Sharma',
  },
  {
    name: 'Rohan Mehta',
    role: 'Co-founder and CTO',
    description: 'Leads the small team that builds and runs the TuitionHub website.',
    image: member2,
    alt: 'Illustrated portrait of Rohan Mehta',
  },
  {
    name: 'Priya Nair',
    role: 'Head of Tutor Quality',
    description: 'Reviews tutor profiles and runs workshops on teaching at home.',
    image: member3,
    alt: 'Illustrated portrait of Priya Nair',
  },
  {
    name: 'Arjun Singh',
    role: 'Head of Operations',
    description: 'Makes sure demo classes happen on time and tutor changes are handled quickly.',
    image: member4,
    alt: 'Illustrated portrait of Arjun Singh',
  },
  {
    name: 'Fatima Khan',
    role: 'Student Success Lead',
    description: 'Talks with parents and students to understand their needs and suggest the right tutor.',
    image: member5,
    alt: 'Illustrated portrait of Fatima Khan',
  },
  {
    name: 'Vikram Rao',
    role: 'Partnerships Manager',
    description: 'Works with tuition centers across the country to help them reach more students.',
    image: member6,
    alt: 'Illustrated portrait of Vikram Rao',
  },
  {
    name: 'Meera Iyer',
    role: 'Community and Support',
    description: 'Answers your calls and emails, and looks after our monthly newsletter.',
    image: member7,
    alt: 'Illustrated portrait of Meera Iyer',
  },
];

export const faqs: readonly Faq[] = [
  {
    id: 'session-length',
    question: 'How long is each session?',
    answer: 'A session is usually one hour. You can make it shorter or longer by agreeing with your tutor.',
  },
  {
    id: 'tutor-selection',
    question: 'How are tutors chosen?',
    answer:
      'We match tutors by your child’s learning profile, the subjects they need help with and the tutor’s qualifications.',
  },
  {
    id: 'change-tutor',
    question: 'Can I change my tutor?',
    answer: 'Yes. Tell us you would like a change and we will arrange another tutor on request.',
  },
  {
    id: 'flexible-sessions',
    question: 'Are the sessions flexible?',
    answer: 'Yes. Choose days and timings that suit you, and change them with your tutor when needed.',
  },
];

export const demoCta: DemoCta = {
  heading: 'See the difference a good tutor makes',
  text: 'Try a demo class at your place before you decide.',
  button: 'Book Free Demo Classes',
};
