import { Container, type ContainerProps } from '@mantine/core';

/**
 * A dashboard page's width: no side padding of its own, since the dashboard's main area gives every page the
 * same (on a phone, 16 px).
 */
export function DashboardWidth(props: Omit<ContainerProps, 'px'>) {
  return <Container {...props} px={0} />;
}
