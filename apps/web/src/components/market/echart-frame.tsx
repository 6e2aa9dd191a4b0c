import { Box, Center, Loader, Text } from '@mantine/core';
import { useRef } from 'react';
import { useStrings } from '@/lib/strings';
import { canvasOnly } from './chart-support';
import { marketStrings } from './strings';
import { type ChartClick, type ChartOption, useECharts } from './use-echarts';

interface EChartFrameProps {
  readonly option: ChartOption;
  readonly onClick?: ChartClick;
  readonly height: number;
  readonly label: string;
}

function EChartCanvas({ option, onClick, height, label }: EChartFrameProps) {
  const t = useStrings(marketStrings);
  const container = useRef<HTMLDivElement>(null);
  const status = useECharts(container, option, onClick);
  return (
    <Box pos="relative" h={height} w="100%">
      <div ref={container} role="img" aria-label={label} style={{ width: '100%', height: '100%' }} />
      {(status === 'loading' || status === 'failed') && (
        <Center pos="absolute" inset={0}>
          {status === 'loading' ? (
            <Loader size="sm" role="status" aria-label={t('chart.loading')} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('chart.failed')}
            </Text>
          )}
        </Center>
      )}
    </Box>
  );
}

/**
 * The box an ECharts chart draws in, with a loader while ECharts loads and a note if it cannot;
 * ChartPlaceholder where there is no canvas (tests).
 */
export const EChartFrame = canvasOnly(EChartCanvas, 320);
