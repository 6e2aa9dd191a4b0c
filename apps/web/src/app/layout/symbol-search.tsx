import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SymbolAutocomplete } from '@/components/market/symbol-autocomplete';
import { paths } from '@/config/paths';

interface SymbolSearchProps {
  readonly onNavigate?: () => void;
}

/** The header's typeahead over every symbol and company name; a pick opens /stocks/{SYMBOL}. */
export function SymbolSearch({ onNavigate }: SymbolSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <search style={{ width: '100%' }}>
      <SymbolAutocomplete
        placeholder={t('nav.searchPlaceholder')}
        ariaLabel={t('nav.searchLabel')}
        onPick={(symbol) => {
          onNavigate?.();
          navigate(paths.stock.getHref({ symbol }));
        }}
      />
    </search>
  );
}
