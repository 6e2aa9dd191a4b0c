import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useStrings } from '@/lib/strings';
import { intradayScreenersStrings } from '../strings';

/** What is and is not simulated in the pre-open figures. */
export function SimulatedBookNote() {
  const t = useStrings(intradayScreenersStrings);
  return (
    <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />} title={t('simulated.title')}>
      {t('simulated.text')}
    </Alert>
  );
}
