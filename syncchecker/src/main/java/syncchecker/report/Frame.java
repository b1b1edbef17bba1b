package syncchecker.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Objects;

/** One source location: class, method, file and line (line -1 when the class has no line table). */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"class", "method", "file", "line"})
public final class Frame {
    @JsonProperty("class")
    public String className;
    @JsonProperty("method")
    public String method;
    @JsonProperty("file")
    public String file;
    @JsonProperty("line")
    public int line;

    public Frame() {}

    public Frame(String className, String method, String file, int line) {
        this.className = className;
        this.method = method;
        this.file = file;
        this.line = line;
    }

    /** "pkg.Cls.method(File.java:12)", the form of a Java stack trace. */
    @Override
    public String toString() {
        return className + "." + method + "(" + (file == null ? "Unknown Source" : file + ":" + line) + ")";
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Frame)) {
            return false;
        }
        Frame f = (Frame) o;
        return line == f.line && Objects.equals(className, f.className) && Objects.equals(method, f.method)
                && Objects.equals(file, f.file);
    }

    @Override
    public int hashCode() {
        return Objects.hash(className, method, file, line);
    }
}
