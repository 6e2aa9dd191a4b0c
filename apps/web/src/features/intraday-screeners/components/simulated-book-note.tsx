import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** What is and is not simulated in the pre-open figures. */
export function SimulatedBookNote() {
  return (
    <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />} title="What is simulated here">
      The equilibrium price is the opening price of the simulated market, matched in the 09:00–09:08 IST call
      auction. The simulation keeps no pre-open order book, so the buy, sell and matched quantities are
      simulated: about 1 % of a day's volume matched, with more orders on the side of the gap — the same
      numbers as on the NSE Pre-Market page.
    </Alert>
  );
}
