// The simple layout (spec §2) for pages such as login: content and footer only. The page brings
// its own way home (the login page shows the logo).
import { Container, Flex } from '@chakra-ui/react';
import { Navigate } from 'react-router-dom';
import { Footer } from './Footer';
import { ShellMain } from './ShellMain';
import { useShellData } from './useShellData';

export function SimpleLayout() {
  const shell = useShellData();
  if (shell.redirectTo) return <Navigate replace to={shell.redirectTo} />;
  return (
    <Flex direction="column" minH="100dvh" data-layout="simple">
      <Container flex="1" display="flex" py={{ base: 6, lg: 10 }}>
        <ShellMain shell={shell} />
      </Container>
      <Footer config={shell.data?.config} loading={shell.loading} />
    </Flex>
  );
}
