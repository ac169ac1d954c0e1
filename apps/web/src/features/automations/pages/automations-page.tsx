import type { Automation, MessageTemplate } from '@innkeep/contract/message-templates';
import { Alert, Anchor, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { DashboardWidth } from '../../../components/dashboard-width.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { notifications } from '../../../lib/notifications.ts';
import { useAutomations, useDeleteAutomation, useDeleteTemplate, useTemplates } from '../api/templates.ts';
import { AutomationEditor } from '../components/automation-editor.tsx';
import { AutomationList } from '../components/automation-list.tsx';
import { ConfirmDelete, type DeleteTarget } from '../components/confirm-delete.tsx';
import { TemplateEditor } from '../components/template-editor.tsx';
import { TemplateList } from '../components/template-list.tsx';

type Editing<T> = { item: T | null } | null;

const deleted = (reply: { message: string }) => notifications.show({ color: 'teal', message: reply.message });

/**
 * `/automations` (docs/requirements/host.md#R-H9, decisions 0042 and 0043): the host's message templates, with placeholders and
 * a preview against a real stay, and the automations that send them by themselves. One column on a phone.
 */
export default function AutomationsPage() {
  const [tab, setTab] = useState<string | null>('automations');
  const [template, setTemplate] = useState<Editing<MessageTemplate>>(null);
  const [automation, setAutomation] = useState<Editing<Automation>>(null);
  const templates = useTemplates();
  const automations = useAutomations();
  const deleteTemplate = useDeleteTemplate();
  const deleteAutomation = useDeleteAutomation();
  const [toDelete, setToDelete] = useState<DeleteTarget | null>(null);
  const deleting = toDelete?.kind === 'template' ? deleteTemplate : deleteAutomation;
  const askDelete = (target: DeleteTarget) => {
    deleteTemplate.reset();
    deleteAutomation.reset();
    setToDelete(target);
  };
  const confirmDelete = (target: DeleteTarget) =>
    (target.kind === 'template' ? deleteTemplate : deleteAutomation).mutate(target.id, {
      onSuccess: (reply) => {
        deleted(reply);
        setToDelete(null);
      },
    });

  const templateList = templates.data ?? [];
  return (
    <DashboardWidth size="md">
      <PageMeta title="Templates and automations" />
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={1}>Templates and automations</Title>
          <Anchor component={Link} to="/inbox" size="sm">
            Inbox
          </Anchor>
        </Group>
        <Text c="dimmed">
          Automations post a template into each paid stay’s conversation at the moment you choose, and the
          guest gets it by e-mail too. Each sends once per stay; a cancelled stay gets nothing more.
        </Text>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="automations">Automations</Tabs.Tab>
            <Tabs.Tab value="templates">Templates</Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="automations" pt="md">
            {automation ? (
              <AutomationEditor
                key={automation.item?.id ?? 'new'}
                automation={automation.item}
                templates={templateList}
                onDone={() => setAutomation(null)}
              />
            ) : automations.isPending || templates.isPending ? (
              <Loader aria-label="Loading automations" />
            ) : automations.isError ? (
              <Alert color="red" role="alert">
                {automations.error.message}
              </Alert>
            ) : (
              <AutomationList
                automations={automations.data}
                hasTemplates={templateList.length > 0}
                deletingId={deleteAutomation.isPending ? deleteAutomation.variables : undefined}
                onNew={() => setAutomation({ item: null })}
                onEdit={(a) => setAutomation({ item: a })}
                onDelete={askDelete}
              />
            )}
          </Tabs.Panel>

          <Tabs.Panel value="templates" pt="md">
            {template ? (
              <TemplateEditor
                key={template.item?.id ?? 'new'}
                template={template.item}
                onDone={() => setTemplate(null)}
              />
            ) : (
              <QueryState query={templates} loading="Loading templates">
                {() => (
                  <TemplateList
                    templates={templateList}
                    deletingId={deleteTemplate.isPending ? deleteTemplate.variables : undefined}
                    onNew={() => setTemplate({ item: null })}
                    onEdit={(t) => setTemplate({ item: t })}
                    onDelete={askDelete}
                  />
                )}
              </QueryState>
            )}
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <ConfirmDelete
        target={toDelete}
        pending={deleting.isPending}
        error={deleting.error}
        onCancel={() => setToDelete(null)}
        onDelete={confirmDelete}
      />
    </DashboardWidth>
  );
}
