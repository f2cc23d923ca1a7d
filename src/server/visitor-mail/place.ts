import type { Centre } from '@/domain/centre-directory';
import type { VisitorMailPlace } from '@/domain/visitor-mail';

/** A centre's facts as every visitor mail gives them (from its CMS record). */
export function centrePlace(centre: Centre): VisitorMailPlace {
  const { address } = centre;
  return {
    centreName: centre.name,
    address: [address.street1, address.street2, address.street3, address.city, address.zipCode].filter(
      (line): line is string => Boolean(line),
    ),
    phoneDisplay: centre.phone.display,
    arrival: centre.arrival,
    parking: centre.parking,
    access: centre.accessNotes,
    transport: centre.transport,
  };
}
