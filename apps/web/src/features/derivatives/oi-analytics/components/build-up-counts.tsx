import { Table, Text } from '@mantine/core';
import { OI_BUILD_UPS, type OiAnalysisAnswer } from '@nivesh/contracts';
import { headerCellProps, placeClassName, tableClassName } from '@/components/market/data-table';
import { Section } from '@/components/market/section';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { oiAnalyticsStrings } from '../strings';
import { BuildUpName } from './build-up-name';

/** How many call and put strikes show each build-up, each category explained beside its count. */
export function BuildUpCounts({ answer }: { readonly answer: OiAnalysisAnswer }) {
  const t = useStrings(oiAnalyticsStrings);
  return (
    <Section title={t('buildUp.title')} note={t('buildUp.note')}>
      <Table className={tableClassName} verticalSpacing={6} aria-label={t('buildUp.caption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th {...headerCellProps('first')}>{t('buildUp.category')}</Table.Th>
            <Table.Th ta="right" {...headerCellProps('key')}>
              {t('buildUp.calls')}
            </Table.Th>
            <Table.Th ta="right" {...headerCellProps('key')}>
              {t('buildUp.puts')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {OI_BUILD_UPS.map((kind) => (
            <Table.Tr key={kind}>
              <Table.Td className={placeClassName('first')} style={{ whiteSpace: 'normal' }}>
                <BuildUpName kind={kind} />
                <Text size="xs" c="dimmed">
                  {t(`buildUp.meaning.${kind}`)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatNumber(answer.callBuildUp[kind], 0)}</Table.Td>
              <Table.Td ta="right">{formatNumber(answer.putBuildUp[kind], 0)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}
