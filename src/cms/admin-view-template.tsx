import { DefaultTemplate } from '@payloadcms/next/templates';
import type { AdminViewServerProps } from 'payload';

/*
 * Payload's admin template (navigation, header, theme) around one of our own admin views: the
 * leads, enquiries, bookings board and sales dashboard all pass the same page props through it.
 */
export function AdminViewTemplate({
  props,
  viewType,
  children,
}: {
  props: AdminViewServerProps;
  viewType: string;
  children: React.ReactNode;
}) {
  const { initPageResult } = props;
  return (
    <DefaultTemplate
      i18n={props.i18n}
      locale={initPageResult.locale}
      params={props.params}
      payload={props.payload}
      permissions={initPageResult.permissions}
      req={initPageResult.req}
      searchParams={props.searchParams}
      user={props.user}
      viewType={viewType}
      visibleEntities={{
        collections: initPageResult.visibleEntities.collections,
        globals: initPageResult.visibleEntities.globals,
      }}
    >
      {children}
    </DefaultTemplate>
  );
}
