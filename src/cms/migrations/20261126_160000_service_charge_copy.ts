import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Issue 21: the workshops copy said "one rent" covered the service charge, and the grooming FAQ
 * that the rent did, while every business unit lists a service charge on top of its rent (the unit
 * page adds it to the monthly cost). The seed's words are replaced where an editor has not changed
 * them, in the published document and its versions; the publish check now refuses the old claim
 * (claimsRentIncludesServiceCharge in src/domain/copy-claims.ts). No schema change, no snapshot.
 */
const workshopsOld =
  'One licence and one rent cover the unit, service charge and buildings insurance. Published rents are for a 24-month term, shorter terms are quoted on request, and you can move to a bigger unit in the same centre without starting again.'
const workshopsNew =
  'One licence covers the unit, and one monthly bill its rent and service charge, which includes buildings insurance; every unit lists both, so the cost is known before you view. Published rents are for a 24-month term, shorter terms are quoted on request, and you can move to a bigger unit in the same centre without starting again.'
const groomingQuestionOld = 'What does the rent for a grooming unit cover?'
const groomingQuestionNew = 'What do I pay for a grooming unit?'
const groomingAnswerOld =
  'Rent, service charge and buildings insurance, on the 24-month licence our quotes are based on. The water and electricity your baths and dryers use are billed as you use them; shorter terms are quoted at their own price.'
const groomingAnswerNew =
  'The rent and a service charge, which includes buildings insurance, both listed on each unit, on the 24-month licence our quotes are based on. The water and electricity your baths and dryers use are billed as you use them; shorter terms are quoted at their own price.'

// One statement per call: a parameterised query may not hold several.
async function replaceCopy(
  db: MigrateUpArgs['db'],
  from: { paragraph: string; question: string; answer: string },
  to: typeof from,
) {
  await db.execute(sql`UPDATE "workspace_types" SET "detail_paragraph_two" = ${to.paragraph} WHERE "detail_paragraph_two" = ${from.paragraph}`)
  await db.execute(sql`UPDATE "_workspace_types_v" SET "version_detail_paragraph_two" = ${to.paragraph} WHERE "version_detail_paragraph_two" = ${from.paragraph}`)
  for (const table of ['workspace_types_faqs', '_workspace_types_v_version_faqs'])
    await db.execute(
      sql`UPDATE ${sql.identifier(table)} SET "question" = ${to.question}, "answer" = ${to.answer} WHERE "question" = ${from.question} AND "answer" = ${from.answer}`,
    )
}

const before = { paragraph: workshopsOld, question: groomingQuestionOld, answer: groomingAnswerOld }
const after = { paragraph: workshopsNew, question: groomingQuestionNew, answer: groomingAnswerNew }

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await replaceCopy(db, before, after)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await replaceCopy(db, after, before)
}
