export { type ClientRow, ClientsDirectoryQueryDocument, clientsGrid, toClientFilter } from './clients-grid';
export { directoryMessages } from './messages';
export { AssignClientAgentMutation, forgetClientLists, useEditClientMutation } from './useEditClientMutation';
