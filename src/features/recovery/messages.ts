/** The recovery's error texts word for word as the bank specified them, plus the flow's own labels. */
export const recoveryMessages = {
  serviceUnavailable: 'Servicio de recuperación no disponible. Por favor, inténtelo más tarde.',
  initFailed: 'Error al inicializar el proceso de recuperación. Por favor, inténtelo más tarde.',
  sessionExpired: 'Sesión expirada. Por favor, comience de nuevo.',
  imagesFailed: 'Ocurrió un error al obtener las imágenes de verificación. Por favor, inténtelo de nuevo.',

  title: 'Recuperar contraseña',
  progress: (step: number, total: number) => `Paso ${step} de ${total}`,
  backToLogin: 'Volver al inicio de sesión',
  startOver: 'Comenzar de nuevo',
  retry: 'Reintentar',

  usernameHeading: 'Ingrese su usuario',
  usernameIntro: 'Escriba el correo electrónico con el que ingresa al portal.',
  usernameLabel: 'Correo electrónico',
  usernameRequired: 'Ingrese su correo electrónico.',
  continue: 'Continuar',
  sending: 'Enviando…',

  imageHeading: 'Verifique su imagen de seguridad',
  imageIntro:
    'Seleccione la imagen que eligió al registrarse. Por seguridad, una selección incorrecta termina el proceso.',
  imageLegend: 'Imágenes de verificación',
  imageRequired: 'Seleccione una imagen.',
  loadingImages: 'Cargando imágenes…',
  noImages: 'No hay imágenes de verificación disponibles.',

  otpHeading: 'Ingrese el código de verificación',
  otpIntro: (phone: string) => `Enviamos un código de 6 dígitos por SMS al ${phone}. Vence en 5 minutos.`,
  otpIntroNoPhone: 'Enviamos un código de 6 dígitos por SMS a su teléfono registrado. Vence en 5 minutos.',
  otpLabel: 'Código de 6 dígitos',
  otpInvalid: 'El código tiene 6 dígitos numéricos.',
  verify: 'Verificar',
  resend: 'Enviar un código nuevo',
  resent: (phone: string) => `Le enviamos un código nuevo al ${phone}. El anterior ya no sirve.`,

  credentialsHeading: 'Cree su nueva contraseña',
  credentialsIntro: 'Elija una contraseña distinta de la anterior y que no use en otros sitios.',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar nueva contraseña',
  rulesTitle: 'Su contraseña debe tener:',
  mismatch: 'Las contraseñas no coinciden.',
  rulesNotMet: 'La contraseña no cumple todos los requisitos.',
  save: 'Guardar contraseña',

  completedHeading: 'Contraseña actualizada',
  completedBody: 'Ya puede ingresar al portal con su nueva contraseña.',
  goToLogin: 'Ir al inicio de sesión',
} as const;
