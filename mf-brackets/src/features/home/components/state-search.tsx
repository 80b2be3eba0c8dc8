import { TextInput } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';

const Form = styled.form`
  display: flex;
  width: 100%;
  max-width: 32rem;
`;

export interface StateSearchProps {
  query: string;
  onQueryChange: (query: string) => void;
}

/** The state search box; filtering happens as you type, so Enter submits nothing. */
export function StateSearch({ query, onQueryChange }: StateSearchProps) {
  return (
    <Form role="search" onSubmit={(event) => event.preventDefault()}>
      <TextInput
        type="search"
        // A name lets the browser tell this field apart (Chromium flags inputs with neither
        // id nor name); the form itself is never submitted.
        name="state"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
    </Form>
  );
}
