import { answerApi } from '../../mock-backend';

export { answerApi as GET, answerApi as POST, answerApi as PUT, answerApi as DELETE };
