import type { ListingTabKey, TabErrorCount } from '@innkeep/contract/listings-tabs';
import { TAB_ERRORS_ALERT } from '@innkeep/contract/listings-tabs';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

interface FormErrorSummaryProps {
  counts: TabErrorCount[];
  /** Server messages that belong to no field (e.g. a conflict), shown as they came. */
  general: string[];
  onOpenTab: (tab: ListingTabKey) => void;
}

/** "Please fix errors in the following tabs:" with each tab and its hint; each entry opens its tab. */
export function FormErrorSummary({ counts, general, onOpenTab }: FormErrorSummaryProps) {
  if (counts.length === 0 && general.length === 0) return null;
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} />}
      role="alert"
      title={counts.length ? TAB_ERRORS_ALERT : 'Not saved'}
    >
      {counts.length > 0 && (
        <List size="sm" spacing={2}>
          {counts.map(({ tab, hint }) => (
            <List.Item key={tab.key}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => onOpenTab(tab.key as ListingTabKey)}
              >
                {tab.label}
              </Anchor>
              : {hint}
            </List.Item>
          ))}
        </List>
      )}
      {general.map((message) => (
        <Text key={message} size="sm" mt={counts.length ? 'xs' : 0}>
          {message}
        </Text>
      ))}
    </Alert>
  );
}
