import { assigneeOptions } from './assignee-options.ts';

describe('the assignee choices', () => {
  it('name each member, and add the e-mail only where two share a name', () => {
    expect(
      assigneeOptions([
        { user_id: 1, name: 'Cleo Silva', email: 'cleo@example.com' },
        { user_id: 2, name: 'Rui Costa', email: 'rui@example.com' },
        { user_id: 3, name: 'Cleo Silva', email: 'cleo.s@example.com' },
        { user_id: 4, name: null, email: 'no.name@example.com' },
        { user_id: null, name: 'Invited Only', email: 'invited@example.com' },
      ]),
    ).toEqual([
      { value: '1', label: 'Cleo Silva (cleo@example.com)' },
      { value: '2', label: 'Rui Costa' },
      { value: '3', label: 'Cleo Silva (cleo.s@example.com)' },
      { value: '4', label: 'no.name@example.com' },
    ]);
  });
});
