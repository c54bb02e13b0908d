create 't', {NAME: 'f'}
