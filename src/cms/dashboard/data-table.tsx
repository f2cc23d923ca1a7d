import { cellText, type DataTable, type TableCell } from '@/domain/dashboard/tables';
import styles from './dashboard.module.css';

/* A chart's figures as an accessible table: a caption, column headings, each row headed by its name. */
export function DashboardDataTable({ id, table }: { id: string; table: DataTable }) {
  const cells = (row: readonly [string, ...TableCell[]]) => {
    const [heading, ...rest] = row;
    return (
      <>
        <th scope="row">{heading}</th>
        {rest.map((cell, index) => (
          <td key={index} className={typeof cell === 'string' && index + 1 < (table.textColumns ?? 1) ? undefined : styles.number}>
            {cellText(cell)}
          </td>
        ))}
      </>
    );
  };
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
      <table className={styles.table} data-testid={`table-${id}`}>
        <caption id={`${id}-caption`}>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column, index) => (
              <th key={column} scope="col" className={index < (table.textColumns ?? 1) ? undefined : styles.number}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.slice(0, table.textColumns ?? 1).join('\u0000')}>{cells(row)}</tr>
          ))}
        </tbody>
        {table.totals && (
          <tfoot>
            <tr>{cells(table.totals)}</tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
