// A table's header row: one <th scope="col"> a column, in order (the user centre's ledgers and lists). The invoice
// tables wrote their heads without scope (a <th> in <thead> heads its column either way); `scoped={false}` keeps that.
export function ColumnHeads({ columns, scoped = true }: { columns: readonly string[]; scoped?: boolean }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope={scoped ? 'col' : undefined}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The one row of a table with nothing in it: a cell across every column with what to say. */
export function EmptyRow({ columns, className, text }: { columns: number; className: string; text: string }) {
  return (
    <tr>
      <td colSpan={columns} className={className}>
        {text}
      </td>
    </tr>
  );
}
