export { ChatbotWidget } from './components/ChatbotWidget';
