import { describe, expect, it } from 'vitest';
import { queryWithout, understoodChips, understoodHeading } from './understood.ts';

describe('what a search understood', () => {
  it('reads as a heading', () => {
    expect(understoodHeading({ subject: 'Maths', city: 'Pune' })).toBe('Maths tutors in Pune');
    expect(
      understoodHeading({ subject: 'Chemistry', board: 'CBSE', locality: 'Kothrud', city: 'Pune' }),
    ).toBe('CBSE Chemistry tutors in Kothrud, Pune');
    expect(
      understoodHeading({ subject: 'Physics', pincode: '411038', classLevel: 'IX-X', mode: 'Online' }),
    ).toBe('Online Physics tutors for Class 9 and 10 near 411038');
    expect(understoodHeading({})).toBeNull();
  });

  it('lists its parts in reading order with their labels', () => {
    expect(understoodChips({ city: 'Pune', board: 'State', classLevel: 'XI-XII', subject: 'Maths' })).toEqual(
      [
        { part: 'subject', kind: 'Subject', label: 'Maths' },
        { part: 'classLevel', kind: 'Class', label: 'Class 11 and 12' },
        { part: 'board', kind: 'Board', label: 'State board' },
        { part: 'city', kind: 'City', label: 'Pune' },
      ],
    );
  });

  it('takes out the words that said a part, with the words that led into them', () => {
    const u = { subject: 'Mathematics', city: 'Pune' };
    expect(queryWithout('maths tutor in pune', u, 'city')).toBe('maths tutor');
    expect(queryWithout('maths tutor in pune', u, 'subject')).toBe('tutor in pune');
    expect(queryWithout('class 10 maths', { subject: 'Mathematics', classLevel: 'IX-X' }, 'classLevel')).toBe(
      'maths',
    );
    expect(queryWithout('10th maths', { subject: 'Mathematics', classLevel: 'IX-X' }, 'classLevel')).toBe(
      'maths',
    );
    expect(
      queryWithout('physics tuition near 411038', { subject: 'Physics', pincode: '411038' }, 'pincode'),
    ).toBe('physics tuition');
    expect(
      queryWithout(
        'cbse chemistry kothrud',
        { subject: 'Chemistry', board: 'CBSE', locality: 'Kothrud' },
        'board',
      ),
    ).toBe('chemistry kothrud');
    expect(queryWithout('maths bangalore', { subject: 'Mathematics', city: 'Bengaluru' }, 'city')).toBe(
      'maths',
    );
  });

  it('rebuilds the query from the parts left when none of the words can be found', () => {
    expect(queryWithout('ganit pune', { subject: 'Mathematics', city: 'Pune' }, 'subject')).toBe('Pune');
    expect(queryWithout('sums blr', { subject: 'Mathematics', city: 'Bengaluru' }, 'city')).toBe(
      'Mathematics',
    );
  });
});
