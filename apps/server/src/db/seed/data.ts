/** Word lists the demo catalogue is drawn from (see catalogue.ts). Plain data, no logic. */

export const femaleFirstNames = [
  'Priya',
  'Ananya',
  'Kavya',
  'Sneha',
  'Pooja',
  'Neha',
  'Divya',
  'Meera',
  'Aishwarya',
  'Shruti',
  'Lakshmi',
  'Deepika',
  'Ritu',
  'Swati',
  'Nandini',
  'Harpreet',
  'Farah',
  'Sana',
  'Ishita',
  'Tanvi',
  'Radhika',
  'Anjali',
  'Gayatri',
  'Revathi',
  'Madhuri',
  'Shalini',
  'Vidya',
  'Sunita',
  'Rekha',
  'Bhavna',
  'Payal',
  'Nisha',
  'Aparna',
  'Sangeeta',
  'Jyoti',
  'Kiran',
  'Manisha',
  'Roshni',
  'Trisha',
  'Zoya',
] as const;

export const maleFirstNames = [
  'Rahul',
  'Amit',
  'Vikram',
  'Arjun',
  'Rohan',
  'Karthik',
  'Suresh',
  'Rajesh',
  'Anil',
  'Sanjay',
  'Manish',
  'Nikhil',
  'Abhishek',
  'Siddharth',
  'Varun',
  'Gaurav',
  'Harish',
  'Mohit',
  'Naveen',
  'Pranav',
  'Imran',
  'Faisal',
  'Gurpreet',
  'Joseph',
  'Ashok',
  'Venkatesh',
  'Srinivas',
  'Ravi',
  'Deepak',
  'Alok',
  'Tarun',
  'Vivek',
  'Kunal',
  'Aditya',
  'Sameer',
  'Yash',
  'Ankit',
  'Hemant',
  'Rakesh',
  'Shankar',
] as const;

export const surnames = [
  'Sharma',
  'Verma',
  'Gupta',
  'Agarwal',
  'Iyer',
  'Nair',
  'Menon',
  'Pillai',
  'Reddy',
  'Rao',
  'Naidu',
  'Patel',
  'Shah',
  'Mehta',
  'Desai',
  'Kulkarni',
  'Joshi',
  'Deshpande',
  'Banerjee',
  'Chatterjee',
  'Mukherjee',
  'Das',
  'Bose',
  'Ghosh',
  'Sen',
  'Singh',
  'Gill',
  'Malhotra',
  'Kapoor',
  'Khanna',
  'Chopra',
  'Bhat',
  'Krishnan',
  'Subramanian',
  'Yadav',
  'Mishra',
  'Tiwari',
  'Pandey',
  'Srivastava',
  'Saxena',
  'Qureshi',
  'Khan',
  'Ansari',
  'Fernandes',
  'Pinto',
  'Jain',
  'Goyal',
  'Bansal',
  'Hegde',
  'Chauhan',
] as const;

export type SubjectKind = 'school' | 'exam' | 'language' | 'music';

export interface SubjectInfo {
  name: string;
  kind: SubjectKind;
  /** Fee range in whole rupees per month, the kind of price home tutors quote. */
  fee: readonly [number, number];
  /** Subjects a tutor of this one often teaches as well. */
  related: readonly string[];
  /** How the tutor's degree is described in the bio. */
  field: string;
  /** The classes a school-subject tutor teaches. */
  levels: readonly string[];
}

const junior = ['KG–Class V', 'Class I–V', 'Class VI–VIII', 'Class VI–X'] as const;
const middle = ['Class VI–VIII', 'Class VI–X', 'Class IX–X'] as const;
const senior = ['Class IX–X', 'Class XI–XII', 'Class IX–XII'] as const;
const plusTwo = ['Class XI–XII'] as const;
const anyone = ['school students and adults'] as const;

export const subjects: readonly SubjectInfo[] = [
  {
    name: 'Mathematics',
    kind: 'school',
    fee: [500, 2000],
    related: ['Physics', 'Science', 'IIT-JEE', 'Computer Science'],
    field: 'Mathematics',
    levels: senior,
  },
  {
    name: 'Physics',
    kind: 'school',
    fee: [600, 2200],
    related: ['Mathematics', 'Chemistry', 'IIT-JEE'],
    field: 'Physics',
    levels: senior,
  },
  {
    name: 'Chemistry',
    kind: 'school',
    fee: [600, 2200],
    related: ['Physics', 'Biology', 'NEET'],
    field: 'Chemistry',
    levels: senior,
  },
  {
    name: 'Biology',
    kind: 'school',
    fee: [600, 2000],
    related: ['Chemistry', 'NEET', 'Science'],
    field: 'Zoology',
    levels: senior,
  },
  {
    name: 'English',
    kind: 'school',
    fee: [400, 1500],
    related: ['Hindi', 'Social Studies', 'French'],
    field: 'English Literature',
    levels: middle,
  },
  {
    name: 'Hindi',
    kind: 'school',
    fee: [300, 1200],
    related: ['Sanskrit', 'English', 'Social Studies'],
    field: 'Hindi',
    levels: junior,
  },
  {
    name: 'Science',
    kind: 'school',
    fee: [400, 1500],
    related: ['Mathematics', 'Biology', 'Social Studies'],
    field: 'Science Education',
    levels: junior,
  },
  {
    name: 'Social Studies',
    kind: 'school',
    fee: [400, 1400],
    related: ['English', 'Hindi', 'Economics'],
    field: 'History',
    levels: middle,
  },
  {
    name: 'Accountancy',
    kind: 'school',
    fee: [700, 2200],
    related: ['Economics', 'Mathematics'],
    field: 'Commerce',
    levels: plusTwo,
  },
  {
    name: 'Economics',
    kind: 'school',
    fee: [600, 2000],
    related: ['Accountancy', 'Mathematics', 'Social Studies'],
    field: 'Economics',
    levels: plusTwo,
  },
  {
    name: 'Computer Science',
    kind: 'school',
    fee: [700, 2500],
    related: ['Mathematics', 'Physics'],
    field: 'Computer Science',
    levels: senior,
  },
  {
    name: 'IIT-JEE',
    kind: 'exam',
    fee: [1500, 3000],
    related: ['Physics', 'Mathematics', 'Chemistry'],
    field: 'Engineering',
    levels: anyone,
  },
  {
    name: 'NEET',
    kind: 'exam',
    fee: [1500, 3000],
    related: ['Biology', 'Chemistry', 'Physics'],
    field: 'Medicine',
    levels: anyone,
  },
  {
    name: 'French',
    kind: 'language',
    fee: [800, 2500],
    related: ['English', 'Spanish'],
    field: 'French',
    levels: anyone,
  },
  {
    name: 'Spanish',
    kind: 'language',
    fee: [800, 2500],
    related: ['French', 'English'],
    field: 'Spanish',
    levels: anyone,
  },
  {
    name: 'Sanskrit',
    kind: 'language',
    fee: [400, 1500],
    related: ['Hindi'],
    field: 'Sanskrit',
    levels: anyone,
  },
  {
    name: 'German',
    kind: 'language',
    fee: [900, 2800],
    related: ['French', 'English'],
    field: 'German',
    levels: anyone,
  },
  {
    name: 'Guitar',
    kind: 'music',
    fee: [600, 2500],
    related: ['Keyboard'],
    field: 'Western music',
    levels: anyone,
  },
  {
    name: 'Keyboard',
    kind: 'music',
    fee: [600, 2500],
    related: ['Guitar', 'Carnatic Vocal'],
    field: 'Western music',
    levels: anyone,
  },
  {
    name: 'Carnatic Vocal',
    kind: 'music',
    fee: [500, 2200],
    related: ['Keyboard', 'Tabla'],
    field: 'Carnatic music',
    levels: anyone,
  },
  {
    name: 'Tabla',
    kind: 'music',
    fee: [500, 2000],
    related: ['Carnatic Vocal', 'Keyboard'],
    field: 'Hindustani music',
    levels: anyone,
  },
];

export const universities = [
  'Delhi University',
  'University of Mumbai',
  'Jadavpur University',
  'Anna University',
  'Osmania University',
  'Savitribai Phule Pune University',
  'Banaras Hindu University',
  'University of Hyderabad',
  'Christ University',
  'Panjab University',
  'Lucknow University',
  'Madras Christian College',
  "St. Xavier's College, Kolkata",
  'Presidency University',
  'Aligarh Muslim University',
  'University of Rajasthan',
] as const;

export const institutes = [
  'IIT Bombay',
  'IIT Delhi',
  'IIT Madras',
  'IIT Kharagpur',
  'NIT Trichy',
  'NIT Warangal',
  'BITS Pilani',
  'AIIMS Delhi',
  'Maulana Azad Medical College',
  'Grant Medical College',
  'CMC Vellore',
] as const;

export const boards = ['CBSE', 'ICSE', 'CBSE and ICSE', 'state board', 'IB and IGCSE'] as const;

export const teachingStyles = [
  'I start from the basics and make sure every concept is clear before we move on to problem solving.',
  'Every month I send parents a short progress note with test scores and what we will cover next.',
  "We practise with previous years' board papers and sample papers well before the exams.",
  'Classes are interactive: students are encouraged to ask questions until the idea clicks.',
  'I adapt the pace to each student and keep each session to one focused hour.',
  'Short weekly tests show exactly where a student stands and what needs revision.',
  'Doubts between classes are answered on WhatsApp, usually the same evening.',
  'I use everyday examples and simple diagrams so that students remember, not memorise.',
  'Homework is checked in every class and mistakes are worked through together.',
  'Students who struggle with the subject get extra practice sheets at no additional cost.',
] as const;

export const closings = [
  'Happy to give a free demo class at your home.',
  'Available for home tuition and online classes.',
  'Demo class available on request.',
  'Small groups of two or three siblings or friends are welcome.',
  'I also help with school projects and olympiad preparation.',
  'Patient with younger children and with first-time learners.',
] as const;

/**
 * The seeded cities, their metro population in millions (a large seed places profiles in proportion,
 * the way a real marketplace's supply clusters) and well-known localities (the demo's first choices).
 */
export const cities: readonly { city: string; population: number; areas: readonly string[] }[] = [
  {
    city: 'Delhi',
    population: 32,
    areas: ['Laxmi Nagar', 'Rajouri Garden', 'Dwarka Sector 10', 'Saket', 'Pitampura'],
  },
  {
    city: 'Mumbai',
    population: 21,
    areas: ['Andheri West', 'Dadar', 'Borivali', 'Powai', 'Vile Parle East'],
  },
  {
    city: 'Bengaluru',
    population: 13,
    areas: ['Jayanagar', 'Koramangala', 'Indiranagar', 'Malleshwaram', 'HSR Layout'],
  },
  { city: 'Pune', population: 7, areas: ['Kothrud', 'Aundh', 'Viman Nagar', 'Shivajinagar', 'Hadapsar'] },
  {
    city: 'Hyderabad',
    population: 11,
    areas: ['Ameerpet', 'Kukatpally', 'Dilsukhnagar', 'Madhapur', 'Begumpet'],
  },
  { city: 'Chennai', population: 12, areas: ['Anna Nagar', 'T. Nagar', 'Adyar', 'Velachery', 'Mylapore'] },
  { city: 'Kolkata', population: 15, areas: ['Salt Lake', 'Gariahat', 'Behala', 'New Town', 'Dum Dum'] },
  { city: 'Jaipur', population: 4, areas: ['Malviya Nagar', 'Vaishali Nagar', 'Raja Park', 'Mansarovar'] },
  { city: 'Lucknow', population: 4, areas: ['Gomti Nagar', 'Aliganj', 'Hazratganj', 'Indira Nagar'] },
  { city: 'Ahmedabad', population: 8.5, areas: ['Navrangpura', 'Satellite', 'Maninagar', 'Bopal'] },
  { city: 'Kota', population: 1.3, areas: ['Talwandi', 'Indra Vihar', 'Rajeev Gandhi Nagar'] },
  { city: 'Chandigarh', population: 1.2, areas: ['Sector 17', 'Sector 34', 'Sector 22'] },
];

export const centerBrands = [
  'Vidya',
  'Gyan Deep',
  'Pragati',
  'Shiksha',
  'Bright Minds',
  'Saraswati',
  'Ankur',
  'Disha',
  'Prerna',
  'Sankalp',
  'Unnati',
  'Aarambh',
  'Eklavya',
  'Medha',
  'Pratibha',
  'Navodaya',
  'Tarang',
  'Abhyas',
  'Lakshya',
  'Kaushal',
  'Sopan',
  'Udaan',
  'Manthan',
  'Jigyasa',
] as const;

export const centerSuffixes = [
  'Classes',
  'Academy',
  'Tutorials',
  'Learning Centre',
  'Coaching Institute',
  'Study Circle',
  'Institute',
] as const;

/** Course mixes a center is built around (2–5 are drawn from one), and how the center describes itself. */
export const centerFocuses: readonly { courses: readonly string[]; focus: string }[] = [
  { courses: ['IIT-JEE', 'Physics', 'Chemistry', 'Mathematics'], focus: 'IIT-JEE and board exams' },
  { courses: ['NEET', 'Biology', 'Chemistry', 'Physics'], focus: 'NEET and Class XI–XII science' },
  {
    courses: ['Mathematics', 'Science', 'English', 'Social Studies', 'Hindi'],
    focus: 'school subjects from Class VI to X',
  },
  { courses: ['Accountancy', 'Economics', 'Mathematics', 'English'], focus: 'Class XI–XII commerce' },
  {
    courses: ['French', 'Spanish', 'German', 'English'],
    focus: 'foreign languages for school and DELF/DELE exams',
  },
  { courses: ['Guitar', 'Keyboard', 'Carnatic Vocal', 'Tabla'], focus: 'music for children and adults' },
  {
    courses: ['Computer Science', 'Mathematics', 'Physics', 'English'],
    focus: 'computer science and mathematics',
  },
];

export const centerFacilities = [
  'air-conditioned classrooms',
  'a well-stocked library open till 8 pm',
  'weekly mock tests with detailed analysis',
  'doubt-clearing sessions every Sunday',
  'separate batches for CBSE and state board students',
  'recorded lectures for revision',
  'regular parent–teacher meetings',
  'CCTV-monitored premises and a waiting area for parents',
] as const;

/** Short comments by star rating (index 0 = 1 star). */
export const tutorComments: readonly (readonly string[])[] = [
  [
    'Missed two classes without informing us. Not recommended.',
    'Classes were rushed and doubts were never cleared.',
  ],
  [
    'Knows the subject but often rescheduled at the last minute.',
    'Explanations went over my head; needed more patience.',
    'Fees were fine, but there was hardly any homework or follow-up.',
  ],
  [
    'Decent classes. Some chapters were covered too quickly.',
    'Good knowledge, average at explaining. Okay overall.',
    'Punctual and sincere, though the sessions felt a bit monotonous.',
  ],
  [
    'Very punctual and explains well. My son now enjoys the subject.',
    'Good teacher. Weekly tests really helped before the exams.',
    'Clear explanations and useful notes. Would recommend.',
    'Helpful and patient; a little more practice would make it perfect.',
  ],
  [
    'Excellent teacher! My daughter went from 62 to 91 in one term.',
    'Explains every concept patiently until it is clear. Highly recommended.',
    'Best tutor we have had. Board exam preparation was thorough.',
    'Makes difficult topics easy. My child looks forward to every class.',
    'Very dedicated, always on time, and gives regular feedback to parents.',
  ],
];

export const centerComments: readonly (readonly string[])[] = [
  [
    'Batches are overcrowded and teachers keep changing.',
    'Fees were taken upfront and classes kept getting cancelled.',
  ],
  [
    'Good building but teaching quality is inconsistent.',
    'Too much focus on toppers; average students get ignored.',
  ],
  ['Decent coaching. Study material could be better.', 'Teachers are good, administration is slow.'],
  [
    'Good faculty and regular tests. Helped a lot before boards.',
    'Well-organised classes and helpful staff.',
    'Small batches, so every student gets attention.',
  ],
  [
    'Outstanding faculty. My son cleared JEE Mains with a great percentile.',
    'Excellent study material and mock tests. Highly recommended.',
    'Teachers genuinely care about every student. Great environment.',
  ],
];

/** The seeded student accounts who write the reviews; the first is the documented demo login. */
export const students: readonly { name: string; gender: 'f' | 'm'; profileInfo: string }[] = [
  { name: 'Aarav Sharma', gender: 'm', profileInfo: 'Class X student (CBSE) preparing for board exams.' },
  { name: 'Diya Patel', gender: 'f', profileInfo: 'Class XII science student aiming for NEET.' },
  { name: 'Vihaan Reddy', gender: 'm', profileInfo: 'Class XI student, IIT-JEE aspirant.' },
  { name: 'Saanvi Iyer', gender: 'f', profileInfo: 'Learning Carnatic vocal and keyboard.' },
  { name: 'Kabir Khanna', gender: 'm', profileInfo: 'Parent of a Class VII student.' },
  { name: 'Anika Banerjee', gender: 'f', profileInfo: 'Class IX student (ICSE).' },
  { name: 'Reyansh Gupta', gender: 'm', profileInfo: 'Class XII commerce student.' },
  { name: 'Myra Nair', gender: 'f', profileInfo: 'Parent of twins in Class IV.' },
  { name: 'Arnav Joshi', gender: 'm', profileInfo: 'College student learning French.' },
  { name: 'Kiara Singh', gender: 'f', profileInfo: 'Class VIII student (state board).' },
  { name: 'Ishaan Mehta', gender: 'm', profileInfo: 'Class X student who loves computer science.' },
  { name: 'Aadhya Rao', gender: 'f', profileInfo: 'Parent of a Class XI student preparing for JEE.' },
];

export const DEMO_STUDENT = {
  email: 'student@tuitionhub.local',
  password: 'student-demo-123',
  name: 'Aarav Sharma',
} as const;
