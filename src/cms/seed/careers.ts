import { z } from 'zod';
import { jobSchema, type Job } from '@/domain/careers';
import { site } from '@/domain/site';

/*
 * The open roles an empty database starts with, and the rest of /careers (how to apply, what
 * working here offers), which the CMS does not edit yet: pages read it through the content facade.
 */

export const jobs: readonly Job[] = z.array(jobSchema).parse([
  {
    id: 'CM-014',
    title: 'Centre Manager',
    location: 'Basingstoke, Hampshire (on site)',
    type: 'Full-time',
    salary: '£36,000 to £40,000 plus bonus',
    summary:
      'Run our Basingstoke centre of 120 units: look after tenants, fill empty space, keep the building safe and the budget on track.',
    responsibilities: [
      'Be the first point of contact for every tenant in the centre',
      'Show prospective tenants around and turn viewings into licences',
      'Plan maintenance with our engineers and contractors',
      'Keep health and safety records and checks up to date',
      'Report occupancy, income and costs every month',
    ],
    lookingFor: [
      'Experience in property, facilities or a customer-facing management role',
      'Confidence with numbers and simple budgets',
      'A practical, calm approach when things go wrong',
      'A full UK driving licence',
    ],
  },
  {
    id: 'SA-022',
    title: 'Solution Advisor',
    location: 'Hybrid: Basingstoke office and home',
    type: 'Full-time',
    salary: '£26,000 plus commission (about £34,000 on target)',
    summary:
      'Answer calls and enquiries from businesses looking for space, find them the right unit or office across {centres} centres and guide them to move-in.',
    responsibilities: [
      `Respond to enquiries by phone and email ${site.replyTime}`,
      'Understand what each business needs and shortlist the right space',
      'Arrange viewings with centre managers',
      'Prepare quotes and licences',
      'Keep our CRM accurate and up to date',
    ],
    lookingFor: [
      'A year or more in sales, lettings or customer service',
      'A clear, friendly phone manner',
      'Care for detail in quotes and paperwork',
      'Curiosity about small businesses and what they do',
    ],
  },
  {
    id: 'MT-031',
    title: 'Maintenance Technician',
    location: 'Southampton and Romsey, Hampshire (mobile)',
    type: 'Full-time',
    salary: '£30,000 to £33,000 plus van and on-call allowance',
    summary:
      'Keep two busy centres in good order: roller doors, lighting, plumbing, small electrical jobs and the planned checks that keep tenants safe.',
    responsibilities: [
      'Carry out planned maintenance and statutory checks',
      'Respond to tenant repair requests, usually within a day',
      'Prepare units between tenants',
      'Supervise contractors on site',
      'Join a one-in-six on-call rota',
    ],
    lookingFor: [
      'A trade background, ideally electrical or multi-skilled',
      'Experience of commercial buildings',
      'Good written records of the work you do',
      'A full UK driving licence',
    ],
  },
  {
    id: 'CA-008',
    title: 'Centre Assistant',
    location: 'Exeter, Devon (on site)',
    type: 'Part-time',
    salary: '£12.60 an hour, 24 hours a week',
    summary:
      'Welcome tenants and visitors, handle post and meeting-room bookings and keep the shared areas of our Exeter centre running smoothly.',
    responsibilities: [
      'Staff reception three days a week',
      'Sign for post and parcels and let tenants know',
      'Set up meeting rooms and take bookings',
      'Help the centre manager with viewings and move-ins',
    ],
    lookingFor: [
      'A warm, helpful manner with people',
      'Good organisation and basic computer skills',
      'Reliability: the centre counts on you being there',
    ],
  },
]);

export const howToApply = {
  email: site.careersEmail,
  steps: [
    'Email your CV and a short note on why the role suits you, with the job reference in the subject line.',
    'We reply to every application within ten working days.',
    'Shortlisted candidates have a 30-minute call, then meet the team at the centre.',
  ],
} as const;

export const workingHereBenefits: readonly string[] = [
  '27 days of holiday plus bank holidays, rising with service',
  'Pension with a 6% employer contribution',
  'Paid training, including professional qualifications',
  'Health cash plan and an employee assistance line',
  'A day of paid volunteering every year',
];
