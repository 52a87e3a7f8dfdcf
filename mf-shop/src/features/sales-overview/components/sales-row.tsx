import type { ReactNode } from 'react';
import { formatPrice } from 'shared-contracts/price';
import frame from '../../../components/staff-screen/staff-screen.module.css';

interface Props<C extends string> {
  label: ReactNode;
  columns: readonly C[];
  values: Record<C, number> & { revenue: Parameters<typeof formatPrice>[0] };
}

/** One row of a sales table (a seat group, an event, the totals): its name, its counts, then its revenue. */
export function SalesRow<C extends string>({ label, columns, values }: Props<C>) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {columns.map((c) => (
        <td key={c} className={frame.number}>
          {values[c]}
        </td>
      ))}
      <td className={frame.number}>{formatPrice(values.revenue)}</td>
    </tr>
  );
}
