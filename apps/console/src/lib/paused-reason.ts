/** Why a schedule is held back (`paused_reason`), and what clears it, in words an operator acts on. */
const explanations: Record<string, { title: string; fix: string }> = {
  sync_config_disabled: {
    title: 'Its sync config is disabled or was deleted',
    fix: 'Enable the sync config, or move the schedule to another config of its connector.',
  },
  action_disabled: {
    title: 'Its action is not enabled in the connector profile',
    fix: "Add the action to the profile's enabled actions (Connector profiles).",
  },
  action_not_syncable: { title: 'Its action can no longer be synced', fix: 'The installed connector no longer offers it as a list; delete the schedule.' },
  auto_link_disabled: {
    title: 'Its sync config no longer links accounts automatically',
    fix: 'Turn auto-link back on in the sync config, or delete the schedule.',
  },
  account_inactive: { title: 'Its account is inactive', fix: 'Set the account active again.' },
  account_suspended: { title: 'Its account is suspended', fix: 'Relink the account from its page.' },
  account_archived: { title: 'Its account is archived', fix: 'Set the account active again, or delete it.' },
  account_expired: { title: "Its account's credentials expired", fix: 'Send the owner a relink link from the account page.' },
  account_error: { title: 'Its account is in error', fix: 'Look at the account’s status reasons, then relink it.' },
};

export function explainPausedReason(reason: string): { title: string; fix: string } {
  return explanations[reason] ?? { title: reason.replaceAll('_', ' '), fix: 'See docs/concepts/data-sync.md.' };
}
