create 't', {NAME => "f#{system('touch /tmp/hbd-hostile-marker')}"}
