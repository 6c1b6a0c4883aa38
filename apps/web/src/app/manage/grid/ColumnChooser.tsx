// The user's column choice: show or hide each hideable column, move columns earlier or later, or go
// back to the defaults of this screen size. Kept per user (useColumnPreferences).
import { Box, Button, Checkbox, Flex, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { GridColumn } from './columns';
import { moveColumn, toggleColumn } from './column-preferences';
import { LineIcon } from './LineIcon';
import { gridMessages } from './messages';
import type { ColumnPreferencesApi } from './useColumnPreferences';

export function ColumnChooser<Row>({
  columns,
  preferences,
}: {
  columns: readonly GridColumn<Row>[];
  preferences: ColumnPreferencesApi<Row>;
}) {
  const intl = useIntl();
  const { choice, choose } = preferences;
  const byId = new Map(columns.map((column) => [column.id, column]));
  const ordered = choice.order.map((id) => byId.get(id)).filter((c): c is GridColumn<Row> => c !== undefined);
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button variant="outline" size="sm" h="10">
          {intl.formatMessage(gridMessages.columns)}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="20rem" maxW="calc(100vw - 16px)" data-testid="grid-columns">
            <Popover.Header pb="1">
              <Popover.Title fontWeight="bold">{intl.formatMessage(gridMessages.columnsTitle)}</Popover.Title>
              <Text fontSize="xs" color="fg.muted">
                {intl.formatMessage(gridMessages.columnsHelp)}
              </Text>
            </Popover.Header>
            <Popover.Body pt="2">
              <Stack as="ul" gap="1" listStyle="none" m="0" p="0" maxH="60vh" overflowY="auto">
                {ordered.map((column, index) => {
                  const name = intl.formatMessage(column.header);
                  return (
                    <Flex as="li" key={column.id} align="center" gap="1">
                      <Checkbox.Root
                        flex="1"
                        size="sm"
                        checked={!choice.hidden.includes(column.id)}
                        disabled={column.hideable === false}
                        onCheckedChange={() => choose(toggleColumn(choice, column.id))}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{name}</Checkbox.Label>
                      </Checkbox.Root>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={intl.formatMessage(gridMessages.moveUp, { column: name })}
                        disabled={index === 0}
                        onClick={() => choose(moveColumn(choice, column.id, -1))}
                      >
                        <Arrow up />
                      </IconButton>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={intl.formatMessage(gridMessages.moveDown, { column: name })}
                        disabled={index === ordered.length - 1}
                        onClick={() => choose(moveColumn(choice, column.id, 1))}
                      >
                        <Arrow />
                      </IconButton>
                    </Flex>
                  );
                })}
              </Stack>
              <Box mt="3">
                <Button size="sm" variant="outline" onClick={() => choose(null)}>
                  {intl.formatMessage(gridMessages.resetColumns)}
                </Button>
              </Box>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function Arrow({ up = false }: { up?: boolean }) {
  return (
    <LineIcon>
      <path
        d={up ? 'M12 19V5M5 12l7-7 7 7' : 'M12 5v14M5 12l7 7 7-7'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </LineIcon>
  );
}
