import type { AlertMailContent } from '@/domain/visitor-mail';
import { site } from '@/domain/site';
import type { VisitorMailModel } from './model';

/*
 * What an availability-alert mail says (issue 21 item 7), in the shape every visitor mail is drawn
 * from: the opt-in confirmation (a button to confirm; nothing is sent until it is pressed) and the
 * alert itself (the unit's facts and a link to it). Both carry the one-click unsubscribe link.
 */

const signOff = [
  `${site.brand}: ${site.legalName}, company number ${site.companyNumber}, ${site.registeredOffice}.`,
  `Questions? Call ${site.advisorPhone.display} (${site.advisorPhone.hours}).`,
];

function confirmationModel(content: AlertMailContent): VisitorMailModel {
  return {
    subjectLine: 'Confirm your Northlight space alert',
    preview: `Confirm your alert: ${content.criteria}.`,
    heading: 'Confirm your space alert',
    intro:
      'You asked us to email you when a unit like this frees up. Press the button to confirm; until you do, we send you nothing.',
    sections: [
      { heading: 'Your alert', lines: [content.criteria, `Reference: ${content.reference}`] },
      {
        heading: 'What happens next',
        lines: [
          'We email you once for each matching unit that becomes available, with its size, rent and a link to it.',
          `This link works until ${content.until}. If you did not ask for this, ignore this email and we delete the request.`,
        ],
      },
    ],
    manage: content.confirmUrl ? { label: 'Confirm my alert', url: content.confirmUrl } : undefined,
    signOff: [...signOff, 'You receive this email because someone entered this address in our alert form.'],
    unsubscribe: { label: 'Cancel this request', url: content.unsubscribeUrl },
  };
}

function unitAlertModel(content: AlertMailContent): VisitorMailModel {
  const unit = content.unit;
  if (!unit) throw new Error('a unit alert needs its unit');
  return {
    subjectLine: `Now available: ${unit.name} (${unit.reference}), Northlight ${unit.town}`,
    preview: `${unit.typeLabel}, ${unit.sizeSqFt.toLocaleString('en-GB')} sq ft, ${unit.rent}. ${unit.status}.`,
    heading: `${unit.name} is available`,
    intro: 'A unit that matches your alert has become available. Units are let on a first-come basis: call or book a viewing soon.',
    sections: [
      {
        heading: 'The unit',
        lines: [
          `${unit.name} (${unit.reference}), Northlight ${unit.town}`,
          `${unit.typeLabel}, ${unit.sizeSqFt.toLocaleString('en-GB')} sq ft`,
          `Rent: ${unit.rent}`,
          unit.status,
        ],
      },
      { heading: 'Your alert', lines: [content.criteria, `Reference: ${content.reference}`, `It ends on ${content.until}.`] },
    ],
    manage: { label: 'See the unit', url: unit.url },
    signOff: [...signOff, 'You receive this email because you asked for alerts of units like this and confirmed it.'],
    unsubscribe: { label: 'Unsubscribe from this alert (one click)', url: content.unsubscribeUrl },
  };
}

export function alertMailModel(content: AlertMailContent): VisitorMailModel {
  return content.subject === 'unit-alert' ? unitAlertModel(content) : confirmationModel(content);
}
