'use client';
import { FieldLabel, useFormFields } from '@payloadcms/ui';
import type { DefaultCellComponentProps, NumberFieldLabelClientComponent } from 'payload';
import { isWorkspaceTypeSlug } from '@/domain/workspace-type-slugs';
import { rentLabelOf, rentWithPeriod } from '@/domain/staff-format';

/*
 * A unit's rent is per week, per month, per desk a month or per hour, by its workspace type: the
 * edit form's label says which for the type chosen ("Rent (£ a week)"), and the units list shows
 * each rent with its period ("£60 a week"), so a bare "Rent (£)" never leaves staff guessing.
 */
const typeOf = (value: unknown) => (typeof value === 'string' && isWorkspaceTypeSlug(value) ? value : undefined);

export const RentLabel: NumberFieldLabelClientComponent = ({ path, field }) => {
  const type = useFormFields(([fields]) => fields.workspaceType?.value);
  return <FieldLabel label={rentLabelOf(typeOf(type))} required={field?.required} path={path} />;
};

export function RentCell({ cellData, rowData }: DefaultCellComponentProps) {
  return typeof cellData === 'number' ? <span>{rentWithPeriod(cellData, typeOf(rowData.workspaceType))}</span> : null;
}
