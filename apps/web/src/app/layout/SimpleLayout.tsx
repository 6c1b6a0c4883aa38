// The simple layout (spec §2) for pages such as login: the logo (the way home), content and footer.
import { Container, Flex } from '@chakra-ui/react';
import { Navigate } from 'react-router-dom';
import { Footer } from './Footer';
import { Logo } from './Logo';
import { ShellMain } from './ShellMain';
import { useShellData } from './useShellData';

export function SimpleLayout() {
  const shell = useShellData();
  if (shell.redirectTo) return <Navigate replace to={shell.redirectTo} />;
  return (
    <Flex direction="column" minH="100dvh" data-layout="simple">
      <Container flex="1" display="flex" py={{ base: 6, lg: 10 }}>
        {/* No header here (spec §2): the logo opens the page's content, above it. */}
        <ShellMain shell={shell} display="flex" flexDirection="column" alignItems="center" gap="6">
          <Logo />
        </ShellMain>
      </Container>
      <Footer config={shell.data?.config} loading={shell.loading} />
    </Flex>
  );
}
