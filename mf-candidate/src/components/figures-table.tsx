import styled from 'styled-components';

// Tables of figures (the committee report's summary, the refcode report, the dashboard's top
// lists, an experiment's report): a caption, right-aligned tabular numbers, rows named by a
// row header. FigureTable is the styled element the bespoke tables build on; FiguresTable
// draws one from plain rows.

const Wrapper = styled.div`
  overflow-x: auto;
`;

export const FigureTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }

  th[scope='row'] {
    text-align: left;
    overflow-wrap: anywhere;
  }
`;

/** The first header names the rows' column: left-aligned like them. */
const RowsTable = styled(FigureTable)`
  thead th:first-child {
    text-align: left;
  }
`;

export interface FiguresTableProps {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  /** A last row (totals), its first cell the row header. */
  footer?: readonly string[];
}

export function FiguresTable({ caption, headers, rows, footer }: FiguresTableProps) {
  const row = (cells: readonly string[], key: number | string) => (
    <tr key={key}>
      <th scope="row">{cells[0]}</th>
      {headers.slice(1).map((header, index) => (
        <td key={header}>{cells[index + 1] ?? ''}</td>
      ))}
    </tr>
  );
  return (
    <Wrapper>
      <RowsTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map((cells, index) => row(cells, index))}</tbody>
        {footer && <tfoot>{row(footer, 'footer')}</tfoot>}
      </RowsTable>
    </Wrapper>
  );
}
