/*
 * A simple electronic signature (DESIGN.md): the signer types their full name and ticks that they
 * agree. The typed name must be the signatory's as given on the tenant step, so a licence is never
 * signed in someone else's name by a slip.
 */

export const signatureStatement =
  'By typing your full name and pressing “Sign the licence” you sign this licence electronically. ' +
  'It is a legally binding electronic signature, as binding as signing on paper (Electronic ' +
  'Communications Act 2000; valid for licences in England and Wales). We record your name, email, ' +
  'the time and a fingerprint (SHA-256) of the exact text you signed.';

const comparable = (name: string) =>
  name
    .normalize('NFKC')
    .toLocaleLowerCase('en-GB')
    .replace(/[.’'`-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export function signatureProblems(input: {
  readonly typedName: string;
  readonly agreed: boolean;
  readonly signatoryName: string;
}): { typedName?: string; agreed?: string } {
  const problems: { typedName?: string; agreed?: string } = {};
  if (comparable(input.typedName) === '') problems.typedName = 'Type your full name to sign.';
  else if (comparable(input.typedName) !== comparable(input.signatoryName))
    problems.typedName = `Type your full name as you gave it: ${input.signatoryName}.`;
  if (!input.agreed) problems.agreed = 'Tick to confirm you agree to the licence and sign it.';
  return problems;
}
