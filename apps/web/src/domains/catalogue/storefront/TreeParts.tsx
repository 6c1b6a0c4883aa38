// The pieces of the catalogue's disclosure trees (the left menu's categories, the advanced filter's
// quick choices): a level's nested list, indented under its parent, and a branch's open/close button.
import type { ReactNode } from 'react';
import { Box, IconButton } from '@chakra-ui/react';
import { ChevronRightIcon } from '@shop/ui';

interface TreeLevelProps {
  /** 1 for the roots. */
  level: number;
  id?: string;
  hidden?: boolean;
  labelledBy?: string;
  children: ReactNode;
}

export function TreeLevel({ level, id, hidden, labelledBy, children }: TreeLevelProps) {
  return (
    <Box
      as="ul"
      id={id}
      hidden={hidden}
      aria-labelledby={labelledBy}
      listStyleType="none"
      ms={level > 1 ? '3' : '0'}
      ps={level > 1 ? '2' : '0'}
      borderStartWidth={level > 1 ? '1px' : '0'}
      borderColor="border"
    >
      {children}
    </Box>
  );
}

/** The chevron that turns down while the branch is open. */
export function TreeChevron({ open }: { open: boolean }) {
  return <ChevronRightIcon transform={open ? 'rotate(90deg)' : undefined} transition="transform 0.15s" />;
}

interface BranchToggleProps {
  open: boolean;
  /** The id of the branch's list. */
  controls: string;
  label: string;
  onClick: () => void;
}

export function BranchToggle({ open, controls, label, onClick }: BranchToggleProps) {
  return (
    <IconButton
      variant="ghost"
      size="xs"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={label}
      onClick={onClick}
    >
      <TreeChevron open={open} />
    </IconButton>
  );
}
