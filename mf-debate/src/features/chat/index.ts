export { ChatPanel, type ChatPanelProps } from './components/chat-panel';
