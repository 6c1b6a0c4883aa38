// This month against the same days last year, as a badge whose words (not only its colour) say which.
import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { changeRatio, type DashboardFormat } from './dashboard-format';
import { dashboardMessages as m } from './messages';

export function TrendBadge({
  current,
  lastYear,
  format,
}: {
  current: number;
  lastYear: number;
  format: DashboardFormat;
}) {
  const intl = useIntl();
  const ratio = changeRatio(current, lastYear);
  if (ratio === null) {
    return (
      <Badge colorPalette="gray" variant="subtle" width="fit-content" whiteSpace="normal">
        {intl.formatMessage(m.trendNew)}
      </Badge>
    );
  }
  const up = ratio >= 0;
  return (
    <Badge colorPalette={up ? 'green' : 'red'} variant="subtle" width="fit-content" data-testid="trend">
      {intl.formatMessage(up ? m.trendUp : m.trendDown, { percent: format.percent(Math.abs(ratio)) })}
    </Badge>
  );
}
