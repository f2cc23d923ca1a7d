/*
 * The fields Google needs before it will use a structured-data block, per @type (Search Central's
 * structured-data gallery: "required" properties, plus the recommended ones our pages always have
 * data for, such as a LocalBusiness's full postal address). A type without rules is reported, so
 * a new kind of block cannot slip past unchecked: add its rules here.
 */

type JsonObject = Record<string, unknown>;
type Rule = (node: JsonObject, at: string, problems: string[]) => void;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);
const isNumberLike = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value));

function requireText(node: JsonObject, at: string, problems: string[], ...fields: string[]) {
  for (const field of fields) if (!isText(node[field])) problems.push(`${at}: ${field} is required`);
}
function requireUrl(node: JsonObject, at: string, problems: string[], field: string, optional = false) {
  const value = node[field];
  if (value === undefined && optional) return;
  const url = isObject(value) ? (value.url ?? value['@id']) : value;
  if (!isAbsoluteUrl(url)) problems.push(`${at}: ${field} must be an absolute URL`);
}
function requireOneOf(node: JsonObject, at: string, problems: string[], ...fields: string[]) {
  if (!fields.some((field) => node[field] !== undefined && node[field] !== ''))
    problems.push(`${at}: one of ${fields.join(', ')} is required`);
}

const postalAddressFull: Rule = (node, at, problems) =>
  requireText(node, at, problems, 'streetAddress', 'addressLocality', 'postalCode', 'addressCountry');

const localBusiness: Rule = (node, at, problems) => {
  requireText(node, at, problems, 'name');
  const address = node.address;
  if (!isObject(address)) problems.push(`${at}: address (PostalAddress) is required`);
  else postalAddressFull(address, `${at}.address`, problems);
  requireUrl(node, at, problems, 'url', true);
  if (node.telephone !== undefined && !isText(node.telephone)) problems.push(`${at}: telephone must be text`);
};

const offer: Rule = (node, at, problems) => {
  if (node.priceSpecification === undefined) {
    if (!isNumberLike(node.price)) problems.push(`${at}: price (a number) or priceSpecification is required`);
    requireText(node, at, problems, 'priceCurrency');
  }
  if (node.priceCurrency !== undefined && !/^[A-Z]{3}$/.test(String(node.priceCurrency)))
    problems.push(`${at}: priceCurrency must be an ISO 4217 code`);
};

const priceSpecification: Rule = (node, at, problems) => {
  if (!isNumberLike(node.price) && !isNumberLike(node.minPrice))
    problems.push(`${at}: price or minPrice (a number) is required`);
  requireText(node, at, problems, 'priceCurrency');
};

/*
 * Reviews and ratings are never marked up: our stories are illustrative examples or customers'
 * words we chose to publish, and neither may be offered to search engines as reviews
 * (docs/decisions/0013-honest-reviews.md).
 */
const noReviews = 'reviews and ratings are never marked up (docs/decisions/0013-honest-reviews.md)';
const refusedTypes = new Set(['Review', 'Rating', 'AggregateRating', 'EmployerAggregateRating']);
const refusedProperties = new Set(['review', 'reviews', 'aggregateRating', 'reviewRating']);

export const rulesByType: Readonly<Record<string, Rule>> = {
  Organization: (node, at, problems) => {
    requireText(node, at, problems, 'name');
    requireUrl(node, at, problems, 'url');
    requireUrl(node, at, problems, 'logo', true);
  },
  Corporation: (node, at, problems) => rulesByType.Organization?.(node, at, problems),
  ContactPoint: (node, at, problems) => {
    requireOneOf(node, at, problems, 'telephone', 'email');
    requireText(node, at, problems, 'contactType');
  },
  BreadcrumbList: (node, at, problems) => {
    const items = asArray(node.itemListElement);
    if (items.length === 0) problems.push(`${at}: itemListElement must list at least one ListItem`);
    items.forEach((item, index) => {
      const itemAt = `${at}.itemListElement[${index}]`;
      if (!isObject(item)) return problems.push(`${itemAt}: must be a ListItem`);
      if (item.position !== index + 1) problems.push(`${itemAt}: position must be ${index + 1}`);
      requireText(item, itemAt, problems, 'name');
      // Google allows the last crumb (the page itself) to leave out item.
      if (index < items.length - 1 || item.item !== undefined) requireUrl(item, itemAt, problems, 'item');
    });
  },
  ListItem: (node, at, problems) => {
    if (!Number.isInteger(node.position)) problems.push(`${at}: position (an integer) is required`);
  },
  ItemList: (node, at, problems) => {
    if (asArray(node.itemListElement).length === 0) problems.push(`${at}: itemListElement is required`);
  },
  LocalBusiness: localBusiness,
  ProfessionalService: localBusiness,
  RealEstateAgent: localBusiness,
  SelfStorage: localBusiness,
  PostalAddress: (node, at, problems) => requireText(node, at, problems, 'addressLocality', 'addressCountry'),
  GeoCoordinates: (node, at, problems) => {
    if (!isNumberLike(node.latitude) || !isNumberLike(node.longitude))
      problems.push(`${at}: latitude and longitude (numbers) are required`);
  },
  OpeningHoursSpecification: (node, at, problems) => {
    if (asArray(node.dayOfWeek).length === 0) problems.push(`${at}: dayOfWeek is required`);
    requireText(node, at, problems, 'opens', 'closes');
  },
  Place: (node, at, problems) => {
    requireText(node, at, problems, 'name');
    requireOneOf(node, at, problems, 'address', 'geo');
  },
  Service: (node, at, problems) => {
    requireText(node, at, problems, 'name');
    requireOneOf(node, at, problems, 'provider', 'brand');
    requireOneOf(node, at, problems, 'serviceType', 'description');
  },
  Offer: offer,
  Accommodation: (node, at, problems) => {
    requireText(node, at, problems, 'name');
    if (!isObject(node.floorSize)) problems.push(`${at}: floorSize (QuantitativeValue) is required`);
  },
  AggregateOffer: (node, at, problems) => {
    if (!isNumberLike(node.lowPrice)) problems.push(`${at}: lowPrice (a number) is required`);
    requireText(node, at, problems, 'priceCurrency');
  },
  PriceSpecification: priceSpecification,
  UnitPriceSpecification: priceSpecification,
  OfferCatalog: (node, at, problems) => {
    requireText(node, at, problems, 'name');
    if (asArray(node.itemListElement).length === 0) problems.push(`${at}: itemListElement is required`);
  },
  Product: (node, at, problems) => {
    requireText(node, at, problems, 'name');
    // Google also accepts review or aggregateRating here; we never mark those up (see noReviews).
    if (node.offers === undefined) problems.push(`${at}: offers is required`);
  },
  FAQPage: (node, at, problems) => {
    const questions = asArray(node.mainEntity);
    if (questions.length === 0) problems.push(`${at}: mainEntity must list the questions`);
  },
  Question: (node, at, problems) => {
    requireText(node, at, problems, 'name');
    if (!isObject(node.acceptedAnswer)) problems.push(`${at}: acceptedAnswer is required`);
  },
  Answer: (node, at, problems) => requireText(node, at, problems, 'text'),
  JobPosting: (node, at, problems) => {
    requireText(node, at, problems, 'title', 'description', 'datePosted');
    if (!isObject(node.hiringOrganization)) problems.push(`${at}: hiringOrganization is required`);
    requireOneOf(node, at, problems, 'jobLocation', 'applicantLocationRequirements');
  },
  WebSite: (node, at, problems) => {
    requireText(node, at, problems, 'name');
    requireUrl(node, at, problems, 'url');
  },
  WebPage: (node, at, problems) => requireOneOf(node, at, problems, 'name', 'url'),
  Article: (node, at, problems) => requireText(node, at, problems, 'headline'),
  Person: (node, at, problems) => requireText(node, at, problems, 'name'),
  ImageObject: (node, at, problems) => requireOneOf(node, at, problems, 'url', 'contentUrl'),
  City: (node, at, problems) => requireText(node, at, problems, 'name'),
  Country: (node, at, problems) => requireText(node, at, problems, 'name'),
  AdministrativeArea: (node, at, problems) => requireText(node, at, problems, 'name'),
  LocationFeatureSpecification: (node, at, problems) => requireText(node, at, problems, 'name'),
  QuantitativeValue: () => {},
};

/** Every problem in one parsed JSON-LD block (the top level must carry a schema.org @context). */
export function jsonLdProblems(block: unknown, label: string): string[] {
  const problems: string[] = [];
  const roots = isObject(block) && Array.isArray(block['@graph']) ? block['@graph'] : asArray(block);
  const context = isObject(block) ? block['@context'] : undefined;
  if (!(typeof context === 'string' && /^https?:\/\/schema\.org\/?$/.test(context)))
    problems.push(`${label}: @context must be https://schema.org`);

  const visit = (value: unknown, at: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, `${at}[${index}]`));
    if (!isObject(value)) return;
    const types = asArray(value['@type']).map(String);
    for (const type of types) {
      if (refusedTypes.has(type)) {
        problems.push(`${at}: @type ${type}: ${noReviews}`);
        continue;
      }
      const rule = rulesByType[type];
      if (rule) rule(value, `${at}<${type}>`, problems);
      else problems.push(`${at}: no rules for @type ${type}; add them to tests/e2e/support/json-ld-rules.ts`);
    }
    for (const key of Object.keys(value))
      if (refusedProperties.has(key)) problems.push(`${at}: ${key}: ${noReviews}`);
    for (const [key, child] of Object.entries(value)) if (!key.startsWith('@')) visit(child, `${at}.${key}`);
  };
  roots.forEach((root, index) => {
    if (!isObject(root) || root['@type'] === undefined)
      problems.push(`${label}[${index}]: @type is required`);
    visit(root, roots.length > 1 ? `${label}[${index}]` : label);
  });
  return problems;
}
