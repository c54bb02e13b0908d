create 't', {NAME => 'f', TTL => 7.days}
