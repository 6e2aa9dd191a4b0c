import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

const SYMBOL = /^[A-Z0-9][A-Z0-9&._-]{0,29}$/;

interface SymbolSearchProps {
  readonly onNavigate?: () => void;
}

/** Enter opens /stocks/{SYMBOL}; suggestions arrive with the market-data release. */
export function SymbolSearch({ onNavigate }: SymbolSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const symbol = value.trim().toUpperCase();
    if (!SYMBOL.test(symbol)) return;
    setValue('');
    onNavigate?.();
    navigate(paths.stock.getHref({ symbol }));
  }

  return (
    <search style={{ width: '100%' }}>
      <form onSubmit={submit}>
        <TextInput
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          placeholder={t('nav.searchPlaceholder')}
          aria-label={t('nav.searchLabel')}
          leftSection={<IconSearch size={16} stroke={1.6} />}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
        />
      </form>
    </search>
  );
}
